/** "12 characters" line above a list, announced politely when filters change. */
export function ResultCount({
  count,
  noun,
  status,
}: {
  count: number;
  noun: [singular: string, plural: string];
  /** Said instead of the count while the list is not ready (e.g. "Loading all 174 skills…"). */
  status?: string;
}) {
  return (
    <p className="text-body-secondary small mb-3" aria-live="polite" data-testid="result-count">
      {status ?? `${count} ${count === 1 ? noun[0] : noun[1]}`}
    </p>
  );
}
