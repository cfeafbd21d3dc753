/**
 * The planner before its controls work: the server's HTML, the page while it hydrates and until
 * the planner's code has arrived, and the planner itself until it knows the URL.
 */
export function PlannerFrame({ label }: { label: string }) {
  return (
    <div className="card" data-planner="loading">
      <div className="card-body text-body-secondary">{label}</div>
    </div>
  );
}
