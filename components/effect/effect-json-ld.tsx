import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';
import { useLocale } from '#i18n/use-locale';
import type { Effect, EffectRelationLists } from '@/lib/content';
import { effectSummary } from './effect-summary';

/** Structured data for an effect's page, its properties named in the page's language. */
export function EffectJsonLd({ effect, relations }: { effect: Effect; relations: EffectRelationLists }) {
  const locale = useLocale();
  return (
    <EntityJsonLd
      section={{ kind: 'effects', path: '/effects' }}
      entity={effect}
      description={effectSummary(effect, relations, locale)}
      about={thingWith([
        [getT(locale, 'listFilters')('type'), term(locale, 'effectTypes', effect.type)],
        [
          getT(locale, 'listSorts')('duration'),
          effect.duration === 0
            ? getT(locale, 'cards')('untilRemovedRule')
            : getT(locale, 'interactions')('turns', { count: effect.duration }),
        ],
        // A number and a yes or no as schema.org writes them: no word to translate.
        [getT(locale, 'changes')('field_maxStacks'), effect.maxStacks],
        [getT(locale, 'cards')('dispellable'), effect.dispellable],
      ])}
    />
  );
}
