import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import type { Effect } from '@/lib/content';
import { markerRelations as interactionRelations } from '@/lib/content/effect-marker';
import { effectHref } from '@/lib/content/interaction-label';
import { fill } from '@/lib/i18n/fill';
import { pluralText } from '@/lib/i18n/plural';
import type { EffectCardWords } from '@/lib/i18n/words';
import type { RelationCounts } from '@/lib/queries/effect-graph';
import type { EffectsContext } from '@/lib/queries/effects';
import { EntryCard, withHistory, type CardProps } from './entry-card';

export const effectTypeBadge: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

/**
 * "3 turns · Stacking refreshes (max 1) · Dispellable": how an effect behaves; in the page's
 * language with its words, in English without them.
 */
export function effectRules(
  e: Effect,
  words?: Pick<EffectCardWords, 'turns' | 'untilRemoved' | 'stacking' | 'dispellable' | 'notDispellable'>,
): string {
  if (words) {
    return [
      e.duration === 0 ? words.untilRemoved : pluralText(words.turns, e.duration),
      fill(words.stacking[e.stacking], { max: e.maxStacks }),
      e.dispellable ? words.dispellable : words.notDispellable,
    ].join(' · ');
  }
  return `${e.duration === 0 ? 'Until removed' : `${e.duration} turn${e.duration === 1 ? '' : 's'}`} · Stacking ${
    e.stacking === 'none' ? 'refreshes' : `by ${e.stacking}`
  } (max ${e.maxStacks}) · ${e.dispellable ? 'Dispellable' : 'Not dispellable'}`;
}

export interface EffectCardProps extends CardProps {
  effect: Effect & { _id: string };
  /** How many sources apply, remove, resist… it; the lists themselves are on its page. */
  counts: RelationCounts | undefined;
  /** The card's words in the page's language. */
  words: EffectCardWords;
}

/** A status effect, anchored by its id (so `/effects#id` still lands on it), linking to its page. */
export function EffectCard({ effect: e, counts, effectNames, words, footer }: EffectCardProps) {
  const summary = interactionRelations
    .filter((r) => (counts?.[r] ?? 0) > 0)
    .map((r) =>
      fill(words.relationCount, {
        relation: words.relations[r],
        count: counts?.[r] ?? 0,
      }),
    )
    .join(' · ');
  return (
    <EntryCard
      id={e._id}
      title={<Link href={effectHref(e._id)}>{e.name}</Link>}
      aside={
        <span className={`badge align-self-start ${effectTypeBadge[e.type]}`}>
          {words.effectTypes[e.type]}
        </span>
      }
      footer={footer}
    >
      <p className="small text-body-secondary mb-2">{effectRules(e, words)}</p>
      <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
      <p className="small mb-2">
        {summary || <span className="text-body-secondary">{words.nothingTouches}</span>}
        {summary && (
          <>
            {' · '}
            <Link href={effectHref(e._id)}>{fill(words.everythingTouching, { name: e.name })}</Link>
          </>
        )}
      </p>
    </EntryCard>
  );
}

/** An effects list's card, from the list's data (lib/queries/effects.ts). */
export const effectListCard = withHistory(
  (e: Effect & { _id: string }, { counts, effectNames, words }: EffectsContext, footer) => (
    <EffectCard effect={e} counts={counts[e._id]} effectNames={effectNames} words={words} footer={footer} />
  ),
);
