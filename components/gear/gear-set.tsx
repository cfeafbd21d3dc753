import Link from '@/components/common/page-link';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { interactionWords } from '@/lib/i18n/card-words';
import { RichText } from '@/components/common/rich-text';
import type { Gear } from '@/lib/content';

interface Props {
  gear: Pick<Gear, 'set' | 'setBonus' | 'setInteractions'>;
  pieces: Gear[];
  effectNames: Record<string, string>;
}

/** The set a piece belongs to: its bonus and the other pieces. */
export function GearSet({ gear, pieces, effectNames }: Props) {
  const locale = useLocale();
  const t = getT(locale, 'detail');
  return (
    <>
      {gear.setBonus && (
        <p className="border rounded p-3">
          <strong>{t('setBonus', { name: gear.set ?? '' })}</strong>{' '}
          <RichText text={gear.setBonus} effectNames={effectNames} />
        </p>
      )}
      <InteractionBadges
        interactions={gear.setInteractions}
        effectNames={effectNames}
        words={interactionWords(locale)}
      />
      {pieces.length > 0 ? (
        <ul className="list-group">
          {pieces.map((piece) => (
            <li
              key={piece._id}
              className="list-group-item d-flex justify-content-between align-items-center gap-2"
            >
              <span>
                <Link href={`/gears/${piece._id}`}>{piece.name}</Link>{' '}
                <span className="small text-body-secondary">{term(locale, 'gearSlots', piece.slot)}</span>
              </span>
              <GearRarityBadge rarity={piece.rarity} label={term(locale, 'gearRarities', piece.rarity)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{t('noOtherPieces')}</p>
      )}
    </>
  );
}
