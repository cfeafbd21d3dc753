import { formatCount } from '@/lib/format/number';
import type { GameEvent } from '@/lib/content';

/** What the event pays out, item by item. */
export function EventRewards({ rewards }: { rewards: GameEvent['rewards'] }) {
  return (
    <ul className="list-group list-group-horizontal-md flex-wrap">
      {rewards.map((r) => (
        <li key={r.item} className="list-group-item d-flex justify-content-between gap-3">
          <span>{r.item}</span>
          <span className="fw-semibold font-monospace">×{formatCount(r.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
