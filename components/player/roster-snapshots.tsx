'use client';

import Button from 'react-bootstrap/Button';
import { formatLocal } from '@/lib/format/date';
import { TitledSection } from '@/components/common/titled-section';
import {
  SNAPSHOT_LIMIT,
  type RosterData,
  type RosterSnapshot,
  type SnapshotReason,
} from '@/lib/player/roster';

const reasons: Record<SnapshotReason, string> = {
  import: 'before an import',
  sync: 'before a sync',
  restore: 'before a restore',
  clear: 'before clearing',
};

interface Props {
  snapshots: RosterSnapshot[];
  names: (id: string) => string;
  onRestore: (roster: RosterData, reason: SnapshotReason) => unknown;
}

/** The last ten rosters replaced by an import, a sync, a restore or a clear, each restorable. */
export function RosterSnapshots({ snapshots, names, onRestore }: Props) {
  return (
    <TitledSection id="snapshots" title="Snapshots">
      <p className="text-body-secondary">
        Every import, sync, restore and clear keeps the roster it replaces. The last {SNAPSHOT_LIMIT} are kept
        here; restoring one keeps the current roster as a snapshot too.
      </p>
      {snapshots.length === 0 ? (
        <p className="text-body-secondary">No snapshots yet.</p>
      ) : (
        <ol className="list-group">
          {snapshots.map((s) => {
            const count = s.roster.characters.length;
            const preview = s.roster.characters
              .slice(0, 4)
              .map((e) => names(e.character))
              .join(', ');
            return (
              <li
                key={s.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2"
                data-snapshot={s.id}
              >
                <div className="me-auto">
                  <time dateTime={s.takenAt} className="fw-semibold">
                    {formatLocal(s.takenAt)}
                  </time>{' '}
                  <span className="text-body-secondary">{reasons[s.reason]}</span>
                  <div className="small">
                    {count} {count === 1 ? 'character' : 'characters'}
                    {preview && `: ${preview}${count > 4 ? '…' : ''}`}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => void onRestore(s.roster, 'restore')}
                >
                  Restore
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </TitledSection>
  );
}
