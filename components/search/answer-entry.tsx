import { effectSourceKinds } from '@/lib/content/interaction-label';
import { interactionDetail, type DetailWords } from '@/lib/content/interaction-detail';
import type { EffectEdge } from '@/lib/content/effect-graph';

/** One entry of a relation answer: the source's name and part, what it is, and its figures. */
export function AnswerEntryLabel({
  entry: { source, interaction },
  sourceKinds,
  words,
}: {
  entry: EffectEdge;
  /** What each kind of source is called in the page's language; lib/content's English without. */
  sourceKinds?: Readonly<Record<string, string>>;
  /** The figures' words in the page's language (the navbar's come with its index). */
  words: DetailWords;
}) {
  const figures = interactionDetail(interaction, words);
  return (
    <>
      <span className="fw-semibold">{source.name}</span>
      {source.part && <span> — {source.part}</span>}
      <span className="d-block small text-body-secondary">
        <span className="text-capitalize">
          {sourceKinds?.[source.collection] ?? effectSourceKinds[source.collection]}
        </span>
        {figures && ` · ${figures}`}
      </span>
    </>
  );
}
