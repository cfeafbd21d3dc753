import { verifiedWords } from '@/components/character/verified-words';
import { formatCount } from '@/lib/format/number';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { interactionWords } from '@/lib/i18n/card-words';
import { RichText } from '@/components/common/rich-text';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Gear } from '@/lib/content';
import { statNames } from '@/lib/content/common';
import { slotIcons } from './gear-style';
import { Icon } from '@/components/common/icon';

/** The top of a gear page: name, rarity, slot, stats, passive, description and where it drops. */
export function GearProfile({
  gear,
  effectNames,
}: {
  gear: Gear;
  /** Effect id → name in the page's language, for the passive's links and badges. */
  effectNames: Readonly<Record<string, string>>;
}) {
  const locale = useLocale();
  const t = getT(locale, 'gearPage');
  const stats = statNames.flatMap((name) => {
    const value = gear.stats[name];
    return value === undefined ? [] : [{ name, value }];
  });
  return (
    <header className="mb-4 pb-4 border-bottom">
      <p className="text-body-secondary mb-1">
        <Icon name={slotIcons[gear.slot]} className="me-1" />
        {term(locale, 'gearSlots', gear.slot)}
        {gear.set && <> · {getT(locale, 'detail')('gearSet', { name: gear.set })}</>}
      </p>
      <h1 className="h2 mb-2">{gear.name}</h1>
      <p className="mb-3">
        <GearRarityBadge rarity={gear.rarity} label={term(locale, 'gearRarities', gear.rarity)} />
      </p>
      <p className="lead">{gear.description}</p>
      <div className="row g-4">
        <div className="col-md-5">
          <h2 className="h5">{t('stats')}</h2>
          {stats.length > 0 ? (
            <table className="table table-sm mb-0">
              <tbody>
                {stats.map(({ name, value }) => (
                  <tr key={name} data-stat={name}>
                    <th scope="row" className="fw-normal">
                      {term(locale, 'stats', name)}
                    </th>
                    <td className="text-end font-monospace fw-semibold">+{formatCount(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-body-secondary">{t('noStats')}</p>
          )}
        </div>
        <div className="col-md-7">
          <h2 className="h5">{t('passive', { name: gear.passive.name })}</h2>
          <RichText as="p" text={gear.passive.description} effectNames={effectNames} />
          <InteractionBadges
            interactions={gear.passive.interactions}
            effectNames={effectNames}
            words={interactionWords(locale)}
          />
          <h2 className="h5">{t('source')}</h2>
          <p>
            <Icon name="geo-alt" className="me-1" />
            {gear.source}
          </p>
        </div>
      </div>
      <VerifiedStamp verified={gear.verified} words={verifiedWords(locale)} />
    </header>
  );
}
