import { titleCase } from '@/components/common/game-style';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';
import { useLocale } from '#i18n/use-locale';
import type { Gear } from '@/lib/content';
import { gearSummary } from './gear-summary';

/** Structured data for a gear page. */
export function GearJsonLd({ gear }: { gear: Gear }) {
  return (
    <EntityJsonLd
      section={{ name: 'Gears', path: '/gears' }}
      entity={gear}
      description={gearSummary(gear, useLocale())}
      about={thingWith([
        ['Slot', titleCase(gear.slot)],
        ['Rarity', titleCase(gear.rarity)],
        ['Set', gear.set ?? 'None'],
        ['Source', gear.source],
      ])}
    />
  );
}
