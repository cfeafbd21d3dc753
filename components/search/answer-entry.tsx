import { effectSourceKinds, interactionDetail } from '@/lib/content/interaction-label';
import type { EffectEdge } from '@/lib/content/effect-graph';

/** One entry of a relation answer: the source's name and part, what it is, and its figures. */
export function AnswerEntryLabel({ entry: { source, interaction } }: { entry: EffectEdge }) {
  const figures = interactionDetail(interaction);
  return (
    <>
      <span className="fw-semibold">{source.name}</span>
      {source.part && <span> — {source.part}</span>}
      <span className="d-block small text-body-secondary">
        <span className="text-capitalize">{effectSourceKinds[source.collection]}</span>
        {figures && ` · ${figures}`}
      </span>
    </>
  );
}
