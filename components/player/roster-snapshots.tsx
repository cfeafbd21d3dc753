'use client';

import Button from 'react-bootstrap/Button';
import { formatLocal } from '@/lib/format/date';
import { TitledSection } from '@/components/common/titled-section';
import { fill } from '@/lib/i18n/fill';
import { pluralText } from '@/lib/i18n/plural';
import type { RosterLabels } from './player-labels';
import {
  SNAPSHOT_LIMIT,
  type RosterData,
  type RosterSnapshot,
  type SnapshotReason,
} from '@/lib/player/roster';

interface Props {
  snapshots: RosterSnapshot[];
  names: (id: string) => string;
  onRestore: (roster: RosterData, reason: SnapshotReason) => unknown;
  labels: RosterLabels['snapshots'];
  /** The Intl tag the times are written with; English as formatLocal writes them. */
  dateLocale?: string;
}

/** The last ten rosters replaced by an import, a sync, a restore or a clear, each restorable. */
export function RosterSnapshots({ snapshots, names, onRestore, labels, dateLocale }: Props) {
  const when = (iso: string) =>
    dateLocale
      ? new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : formatLocal(iso);
  return (
    <TitledSection id="snapshots" title={labels.title}>
      <p className="text-body-secondary">{fill(labels.lead, { limit: SNAPSHOT_LIMIT })}</p>
      {snapshots.length === 0 ? (
        <p className="text-body-secondary">{labels.none}</p>
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
                    {when(s.takenAt)}
                  </time>{' '}
                  <span className="text-body-secondary">{labels.reasons[s.reason]}</span>
                  <div className="small">
                    {pluralText(labels.characters, count)}
                    {preview && `: ${preview}${count > 4 ? '…' : ''}`}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => void onRestore(s.roster, 'restore')}
                >
                  {labels.restore}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </TitledSection>
  );
}
