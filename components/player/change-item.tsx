import { aboutText, lineText, type ChangeItem } from '@/lib/player/changes-for-you';
import { fill } from '@/lib/i18n/fill';
import { dayWith } from './day';
import type { ChangesLabels } from './player-labels';

/** One change that touches the player: what, whom, when, why, each field before → after. */
export function ChangeItemCard({
  item,
  labels,
  dateLocale,
}: {
  item: ChangeItem;
  labels: ChangesLabels['item'];
  dateLocale?: string;
}) {
  return (
    <li className="mb-3 border-bottom pb-2">
      <a href={item.href} className="fw-semibold">
        {item.name}
      </a>
      {item.about && <span> · {aboutText(item.about, labels.words)}</span>}{' '}
      <span className="text-body-secondary small">
        · {labels.reasons[item.reason]} · v{item.version} ·{' '}
        <time dateTime={item.time}>{dayWith(dateLocale, item.time)}</time>
      </span>
      {item.note && (
        <p className="mb-1 small" lang="en">
          {item.note}
        </p>
      )}
      <ul className="small mb-1">
        {item.lines.map((line) => (
          <li key={line.text}>{lineText(line, labels.words)}</li>
        ))}
      </ul>
      <a href={item.historyHref} className="small">
        {fill(labels.historyOf, { name: item.name })}
      </a>
    </li>
  );
}
