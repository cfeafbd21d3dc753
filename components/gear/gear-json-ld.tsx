import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';
import { useLocale } from '#i18n/use-locale';
import type { Gear } from '@/lib/content';
import { gearSummary } from './gear-summary';

/** Structured data for a gear page. */
export function GearJsonLd({ gear }: { gear: Gear }) {
  const locale = useLocale();
  const t = getT(locale, 'listFilters');
  return (
    <EntityJsonLd
      section={{ kind: 'gears', path: '/gears' }}
      entity={gear}
      description={gearSummary(gear, locale)}
      about={thingWith([
        [t('slot'), term(locale, 'gearSlots', gear.slot)],
        [t('rarity'), term(locale, 'gearRarities', gear.rarity)],
        ...(gear.set ? [[t('set'), gear.set] as [string, string]] : []),
        [getT(locale, 'gearPage')('source'), gear.source],
      ])}
    />
  );
}
