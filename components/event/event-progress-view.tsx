import { formatCount } from '@/lib/format/number';
import type { GameEvent } from '@/lib/content';
import { Icon } from '@/components/common/icon';
import { emptyProgress, spentByCurrency, type ProgressState } from './progress';
import { ColumnHeads } from '@/components/common/column-heads';
import { fill } from '@/lib/i18n/fill';
import type { EventProgressLabels } from './event-progress-labels';

type ShopItem = GameEvent['shop'][number];

export interface EventProgressViewProps {
  event: Pick<GameEvent, '_id' | 'tasks' | 'shop'>;
  /** The lists' words in the page's language (event-progress-labels.ts). */
  labels: EventProgressLabels;
  /** The signed-in visitor's progress; without it the lists are plain, with nothing to tick. */
  tracking?: {
    state: ProgressState;
    onToggleTask: (taskId: string) => void;
    onPurchase: (item: ShopItem, count: number) => void;
  };
}

/** The event's tasks and shop, with ticks and purchase counts when the visitor's progress is tracked. */
export function EventProgressView({ event, labels, tracking: tracked }: EventProgressViewProps) {
  const tracking = Boolean(tracked);
  const state = tracked?.state ?? emptyProgress;
  const onToggleTask = tracked?.onToggleTask;
  const onPurchase = tracked?.onPurchase;
  const spent = spentByCurrency(event.shop, state.purchases);
  const doneCount = event.tasks.filter((t) => state.tasks.includes(t.id)).length;

  return (
    <>
      <section id="tasks" aria-labelledby="tasks-heading" className="mb-5">
        <h2 id="tasks-heading" className="h4 mb-3">
          <Icon name="list-check" className="me-2" />
          {labels.tasks}
          {tracking && (
            <span className="badge text-bg-success align-middle fs-6 ms-2">
              {fill(labels.done, { done: doneCount, total: event.tasks.length })}
            </span>
          )}
        </h2>
        {event.tasks.length === 0 ? (
          <p className="text-body-secondary">{labels.noTasks}</p>
        ) : (
          <ul className="list-group">
            {event.tasks.map((task) => (
              <li key={task.id} className="list-group-item">
                {tracking ? (
                  <div className="form-check">
                    <input
                      type="checkbox"
                      id={`task-${task.id}`}
                      className="form-check-input"
                      checked={state.tasks.includes(task.id)}
                      onChange={() => onToggleTask?.(task.id)}
                    />
                    <label htmlFor={`task-${task.id}`} className="form-check-label">
                      {task.label}
                    </label>
                  </div>
                ) : (
                  task.label
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="shop" aria-labelledby="shop-heading" className="mb-5">
        <h2 id="shop-heading" className="h4 mb-3">
          <Icon name="shop" className="me-2" />
          {labels.shop}
        </h2>
        {event.shop.length === 0 ? (
          <p className="text-body-secondary">{labels.noShop}</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <ColumnHeads
                columns={[
                  { label: labels.item },
                  { label: labels.cost, numeric: true },
                  { label: labels.limit, numeric: true },
                  tracking && { label: labels.bought, numeric: true },
                ]}
              />
              <tbody>
                {event.shop.map((item) => (
                  <tr key={item.id} data-shop-item={item.id}>
                    <th scope="row" className="fw-normal">
                      {item.item}
                    </th>
                    <td className="text-end text-nowrap">
                      {formatCount(item.cost)} {item.currency}
                    </td>
                    <td className="text-end">{item.limit}</td>
                    {tracking && (
                      <td className="text-end">
                        <input
                          type="number"
                          min={0}
                          max={item.limit}
                          className="ms-auto form-control form-control-sm"
                          style={{ width: '5.5rem' }}
                          aria-label={fill(labels.boughtItem, { item: item.item })}
                          value={state.purchases[item.id] ?? 0}
                          onChange={(e) => onPurchase?.(item, Number(e.target.value))}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              {tracking && (
                <tfoot>
                  <tr>
                    <th scope="row">{labels.spent}</th>
                    <td colSpan={3} className="text-end" aria-live="polite">
                      {spent.length > 0
                        ? spent.map(([currency, total]) => `${formatCount(total)} ${currency}`).join(' · ')
                        : labels.nothingYet}
                    </td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        )}
      </section>
    </>
  );
}
