'use client';

import dynamic from 'next/dynamic';
import { Icon } from '@/components/common/icon';
import Link from '@/components/common/page-link';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { firebaseConfigured } from '@/lib/firebase/client';
import { utcDay } from '@/lib/format/date';
import { deleteLocalData, loadPlans, type SavedPlan } from '@/lib/player/local-store';
import { announceTeamSaved } from '@/lib/player/saved-team';
import { SavedTeamList } from '@/components/teams/saved-team-list';
import { useSavedTeams } from '@/components/teams/use-saved-teams';
import { refreshRoster, useRoster } from './use-roster';
import { TitledSection } from '@/components/common/titled-section';
import { pluralText } from '@/lib/i18n/plural';
import type { SavedTeamLabels } from '@/components/teams/saved-team-list';
import { fill } from '@/lib/i18n/fill';
import type { YourDataLabels } from './player-labels';

const ServerData = dynamic(() => import('./server-data'), { ssr: false });

/** The "your data" page: what is kept in this browser (and, signed in, on the server), export and delete. */
export function YourData({
  names,
  labels,
  teamLabels,
}: {
  names: Record<string, string>;
  labels: YourDataLabels;
  teamLabels: SavedTeamLabels;
}) {
  const { roster, snapshots } = useRoster();
  const [plans, setPlans] = useState<Record<string, SavedPlan>>();
  const [deleted, setDeleted] = useState(false);
  const { teams, remove: removeTeam } = useSavedTeams();
  useEffect(() => {
    void loadPlans().then(setPlans);
  }, [roster]);

  const exportAll = () => {
    const data = { roster, snapshots, plans, savedTeams: teams, exportedAt: new Date().toISOString() };
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `lanternfall-data-${utcDay(new Date())}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const deleteAll = async () => {
    if (!window.confirm(labels.confirmDelete)) return;
    await deleteLocalData();
    await refreshRoster();
    announceTeamSaved();
    setPlans({});
    setDeleted(true);
  };

  const planIds = Object.keys(plans ?? {});
  return (
    <>
      <TitledSection id="local" title={labels.localTitle}>
        <p className="text-body-secondary">{labels.localLead}</p>
        {deleted && <Alert variant="success">{labels.deleted}</Alert>}
        <ul className="list-group mb-3" aria-label={labels.stored}>
          <li className="list-group-item">
            <Link href="/roster">{labels.roster}</Link>:{' '}
            {roster ? pluralText(labels.characters, roster.characters.length) : labels.loading}
          </li>
          <li className="list-group-item">{fill(labels.snapshots, { count: snapshots.length })}</li>
          <li className="list-group-item">
            <Link href="/me/changes">{labels.changesForYou}</Link>
            {labels.changesWhat}
          </li>
          <li className="list-group-item">
            {fill(labels.plans, { count: plans ? planIds.length : labels.loading })}
            {planIds.length > 0 && (
              <>
                {' '}
                (
                {planIds.map((id, i) => (
                  <span key={id}>
                    {i > 0 && ', '}
                    <Link href={`/chars/${id}#planner`}>{names[id] ?? id}</Link>
                  </span>
                ))}
                )
              </>
            )}
          </li>
          <li className="list-group-item">
            <Link href="/teams">{labels.savedTeams}</Link>: {teams ? teams.length : labels.loading}
          </li>
        </ul>
        {teams && teams.length > 0 && (
          <SavedTeamList
            teams={teams}
            names={(id) => names[id] ?? id}
            onDelete={(id) => void removeTeam(id)}
            labels={teamLabels}
          />
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={exportAll} disabled={!roster}>
            <Icon name="download" className="me-1" />
            {labels.exportAll}
          </Button>
          <Button variant="outline-danger" onClick={() => void deleteAll()}>
            {labels.deleteAll}
          </Button>
        </div>
      </TitledSection>
      <TitledSection id="sync" title={labels.syncTitle}>
        {firebaseConfigured ? (
          <>
            <p>
              {labels.syncBefore} {labels.mergeRule} {labels.syncAfter} {labels.planSyncRule}{' '}
              {labels.teamSyncRule}
            </p>
            <ServerData labels={labels.server} />
          </>
        ) : (
          <p className="text-body-secondary">{labels.noSync}</p>
        )}
      </TitledSection>
    </>
  );
}
