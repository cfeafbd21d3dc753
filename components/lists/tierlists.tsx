import { formatDay } from '@/lib/format/date';
import { RichText } from '@/components/common/rich-text';
import type { CharacterCard } from '@/lib/queries/characters';
import type { Character } from '@/lib/content';
import type { ListModel } from '@/lib/queries/list';
import type { Tierlist } from '@/lib/content';
import type { TierCharacter, TierWords } from './tier-table';
import { TierlistView } from './tierlist-view';
import { listLabels } from './list-labels';
import { useLocale } from '#i18n/use-locale';
import { entityHref } from '@/lib/kinds/registry';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getT } from '@/lib/i18n/messages';
import { characterCardWords } from '@/lib/i18n/card-words';
import { term } from '@/lib/i18n/terms';

export interface TierlistsProps {
  /** Every mode's tier list, in mode order: the first is /tierlist, the others /tierlist/<mode>. */
  tierlists: (Tierlist & { updated: string })[];
  /** The mode this page shows. */
  mode: string;
  characters: ReadonlyMap<string, CharacterCard & Pick<Character, 'aliases'>>;
  /** Effect id → name in the page's language, for the links in the reasons. */
  effectNames: Readonly<Record<string, string>>;
  model: ListModel;
}

/**
 * One mode's tiers, rendered on the server, each placed character once, with tabs to the other
 * modes; in the page's language.
 */
export function Tierlists({ tierlists, mode, characters, effectNames, model }: TierlistsProps) {
  const locale = useLocale();
  const t = getT(locale, 'tierList');
  const placed: Record<string, TierCharacter> = {};
  const modes = tierlists
    .filter((list) => list.mode === mode)
    .map((list) => {
      const tiers = list.tiers.map((tier) => ({
        tier: tier.tier,
        entries: tier.entries.flatMap((entry) => {
          const character = characters.get(entry.character);
          if (!character) return [];
          const { name, rarity, element, aliases } = character;
          placed[character._id] ??= { name, rarity, class: character.class, element, aliases };
          return [{ id: character._id, reason: entry.reason }];
        }),
      }));
      const intro = (
        <>
          <p className="small text-body-secondary">
            {fillNodes(t('updated', { date: '{date}', version: '{version}' }), {
              date: <time dateTime={list.updated}>{formatDay(list.updated, locale)}</time>,
              version: list.verified.version,
            })}
          </p>
          <RichText as="p" text={list.description} effectNames={effectNames} />
        </>
      );
      return { mode: list.mode, intro, tiers };
    });
  const [shown] = modes;
  if (!shown) return <p className="text-body-secondary">{t('none')}</p>;
  const paths = tierlists.map((list) => ({
    mode: list.mode,
    name: term(locale, 'gameModes', list.mode),
    href: entityHref('tierlists', list.mode),
  }));
  const card = characterCardWords(locale);
  const words: TierWords = {
    tier: t('tier'),
    noMatch: t('noMatchInTier'),
    gameMode: getT(locale, 'listUi')('gameMode'),
    classes: card.classes,
    stars: card.stars,
    portrait: card.portrait,
  };
  return (
    <TierlistView
      model={{ ...model, route: entityHref('tierlists', mode) }}
      mode={shown}
      modes={paths}
      characters={placed}
      effectNames={effectNames}
      labels={listLabels(locale, model.kind)}
      words={words}
    />
  );
}
