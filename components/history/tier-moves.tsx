import { formatDay } from '@/lib/format/date';
import { modeLabels } from '@/components/common/game-modes';
import type { TierMovement } from '@/lib/content';

/** When a character moved between tiers, in which mode, and why. */
export function TierMoves({ moves }: { moves: readonly TierMovement[] }) {
  if (moves.length === 0) return null;
  return (
    <div aria-label="Tier history">
      <h3 className="h6">Tier history</h3>
      <ul className="list-unstyled small mb-0">
        {moves.map((m) => (
          <li key={`${m.mode}-${m.time}`} className="mb-1">
            <span className="badge text-bg-secondary me-2">v{m.version}</span>
            <time dateTime={m.time}>{formatDay(m.time)}</time> · {modeLabels[m.mode]}: {m.from} → {m.to}
            <span className="d-block fst-italic">{m.why}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
