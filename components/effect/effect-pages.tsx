import 'server-only';
import { getT } from '@/lib/i18n/messages';
import { detailPages } from '@/components/common/detail-pages';
import { titleCase } from '@/components/common/game-style';
import { HistorySection } from '@/components/history/history-section';
import { getEffectRelations } from '@/lib/queries/effect-graph';
import { getEffect, getEffectDetails } from '@/lib/queries/effects';
import { EffectJsonLd } from './effect-json-ld';
import { EffectProfile } from './effect-profile';
import { EffectRelationsView } from './effect-relations';
import { effectSummary } from './effect-summary';

const accents = { buff: '#198754', debuff: '#dc3545', control: '#ffc107' } as const;

/** An effect's page (/effects/<id>) and its share image. */
export const effectPages = detailPages({
  kind: 'effects',
  load: async (id: string) => {
    const [effect, details] = await Promise.all([getEffect(id), getEffectDetails(id)]);
    return effect && { effect, details };
  },
  describe: ({ effect, details }, locale) => ({
    title: getT(locale, 'effectPage')('title', { name: effect.name }),
    description: effectSummary(effect, details.relations, locale),
    type: 'article',
  }),
  render: ({ effect, details }) => (
    <article>
      <EffectJsonLd effect={effect} relations={details.relations} />
      <EffectProfile effect={effect} effectNames={details.effectNames} />
      <EffectRelationsView relations={details.relations} />
      <HistorySection entries={details.history} verified={effect.verified} />
    </article>
  ),
  image: {
    load: async (id: string) => {
      const [effect, relations] = await Promise.all([getEffect(id), getEffectRelations(id)]);
      return effect && { effect, relations };
    },
    alt: ({ effect }, locale) => getT(locale, 'shareAlt')('effect', { name: effect.name }),
    card: ({ effect, relations }, { effect: words }) => ({
      eyebrow: words.eyebrow(words.types[effect.type]),
      title: effect.name,
      subtitle: effect.duration === 0 ? words.untilRemoved : words.lasts(effect.duration, effect.maxStacks),
      accent: accents[effect.type],
      facts: [
        [words.appliedBy, String(relations.applies.length)],
        [words.removedBy, String(relations.removes.length)],
        [words.resistedBy, String(relations.resists.length + relations.prevents.length)],
        [words.type, titleCase(words.types[effect.type])],
      ],
    }),
  },
});
