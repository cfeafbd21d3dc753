import { formatDay } from '@/lib/format/date';
import type { ChangeItem } from '@/lib/player/changes-for-you';

const reasons = {
  owned: 'You own it',
  team: 'In your saved team',
  kit: 'Your unit has it',
  tier: 'Your unit moved',
  plan: 'Your plan picks it',
} as const;

/** One change that touches the player: what, whom, when, why, each field before → after. */
export function ChangeItemCard({ item }: { item: ChangeItem }) {
  return (
    <li className="mb-3 border-bottom pb-2">
      <a href={item.href} className="fw-semibold">
        {item.name}
      </a>
      {item.about && <span> · {item.about}</span>}{' '}
      <span className="text-body-secondary small">
        · {reasons[item.reason]} · v{item.version} · <time dateTime={item.time}>{formatDay(item.time)}</time>
      </span>
      {item.note && <p className="mb-1 small">{item.note}</p>}
      <ul className="small mb-1">
        {item.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a href={item.historyHref} className="small">
        History of {item.name}
      </a>
    </li>
  );
}
