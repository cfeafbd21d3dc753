import { describeFigures } from '@/lib/search/answer';
import type { AnswerEntry } from '@/lib/search/types';

/** One entry of a relation answer: the source's name and part, what it is, and its figures. */
export function AnswerEntryLabel({ entry }: { entry: AnswerEntry }) {
  const figures = describeFigures(entry.figures);
  return (
    <>
      <span className="fw-semibold">{entry.name}</span>
      {entry.part && <span> — {entry.part}</span>}
      <span className="d-block small text-body-secondary">
        <span className="text-capitalize">{entry.kind}</span>
        {figures && ` · ${figures}`}
      </span>
    </>
  );
}
