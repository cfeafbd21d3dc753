import { formatCount } from '@/lib/format/number';
import type { GameEvent } from '@/lib/content';
import { Icon } from '@/components/common/icon';
import { emptyProgress, spentByCurrency, type ProgressState } from './progress';
import { ColumnHeads } from '@/components/common/column-heads';

type ShopItem = GameEvent['shop'][number];

export interface EventProgressViewProps {
  event: Pick<GameEvent, '_id' | 'tasks' | 'shop'>;
  /** The signed-in visitor's progress; without it the lists are plain, with nothing to tick. */
  tracking?: {
    state: ProgressState;
    onToggleTask: (taskId: string) => void;
    onPurchase: (item: ShopItem, count: number) => void;
  };
}

/** The event's tasks and shop, with ticks and purchase counts when the visitor's progress is tracked. */
export function EventProgressView({ event, tracking: tracked }: EventProgressViewProps) {
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
          Tasks
          {tracking && (
            <span className="badge text-bg-success align-middle fs-6 ms-2">
              {doneCount} / {event.tasks.length} done
            </span>
          )}
        </h2>
        {event.tasks.length === 0 ? (
          <p className="text-body-secondary">This event has no tasks.</p>
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
          Event shop
        </h2>
        {event.shop.length === 0 ? (
          <p className="text-body-secondary">This event has no shop.</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <ColumnHeads
                columns={[
                  { label: 'Item' },
                  { label: 'Cost', numeric: true },
                  { label: 'Limit', numeric: true },
                  tracking && { label: 'Bought', numeric: true },
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
                          aria-label={`Bought: ${item.item}`}
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
                    <th scope="row">Spent</th>
                    <td colSpan={3} className="text-end" aria-live="polite">
                      {spent.length > 0
                        ? spent.map(([currency, total]) => `${formatCount(total)} ${currency}`).join(' · ')
                        : 'Nothing yet'}
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
