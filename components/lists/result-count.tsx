/** "12 characters" line above a list, announced politely when filters change. */
export function ResultCount({ count, noun }: { count: number; noun: [singular: string, plural: string] }) {
  return (
    <p className="text-body-secondary small mb-3" aria-live="polite" data-testid="result-count">
      {count} {count === 1 ? noun[0] : noun[1]}
    </p>
  );
}
