import { titleCase } from '@/components/common/game-style';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';
import { useLocale } from '#i18n/use-locale';
import type { Effect, EffectRelationLists } from '@/lib/content';
import { effectSummary } from './effect-summary';

/** Structured data for an effect's page. */
export function EffectJsonLd({ effect, relations }: { effect: Effect; relations: EffectRelationLists }) {
  return (
    <EntityJsonLd
      section={{ name: 'Effects', path: '/effects' }}
      entity={effect}
      description={effectSummary(effect, relations, useLocale())}
      about={thingWith([
        ['Type', titleCase(effect.type)],
        ['Duration', effect.duration === 0 ? 'Until removed' : `${effect.duration} turns`],
        ['Max stacks', String(effect.maxStacks)],
        ['Dispellable', effect.dispellable ? 'Yes' : 'No'],
      ])}
    />
  );
}
