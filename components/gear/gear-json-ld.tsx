import { titleCase } from '@/components/common/game-style';
import { EntityJsonLd } from '@/components/character/entity-json-ld';
import type { Gear } from '@/lib/content';
import { gearSummary } from './gear-summary';

/** Structured data for a gear page. */
export function GearJsonLd({ gear }: { gear: Gear }) {
  return (
    <EntityJsonLd
      section={{ name: 'Gears', path: '/gears' }}
      path={`/gears/${gear._id}`}
      name={gear.name}
      description={gearSummary(gear)}
      dateModified={gear.verified.date}
      about={{
        '@type': 'Thing',
        additionalProperty: [
          ['Slot', titleCase(gear.slot)],
          ['Rarity', titleCase(gear.rarity)],
          ['Set', gear.set ?? 'None'],
          ['Source', gear.source],
        ].map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      }}
    />
  );
}
