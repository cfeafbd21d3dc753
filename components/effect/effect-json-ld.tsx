import { titleCase } from '@/components/common/game-style';
import { EntityJsonLd } from '@/components/character/entity-json-ld';
import type { Effect, EffectRelationLists } from '@/lib/content';
import { effectSummary } from './effect-summary';

/** Structured data for an effect's page. */
export function EffectJsonLd({ effect, relations }: { effect: Effect; relations: EffectRelationLists }) {
  return (
    <EntityJsonLd
      section={{ name: 'Effects', path: '/effects' }}
      path={`/effects/${effect._id}`}
      name={effect.name}
      description={effectSummary(effect, relations)}
      dateModified={effect.verified.date}
      about={{
        '@type': 'Thing',
        additionalProperty: [
          ['Type', titleCase(effect.type)],
          ['Duration', effect.duration === 0 ? 'Until removed' : `${effect.duration} turns`],
          ['Max stacks', String(effect.maxStacks)],
          ['Dispellable', effect.dispellable ? 'Yes' : 'No'],
        ].map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      }}
    />
  );
}
