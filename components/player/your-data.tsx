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
import { PLAN_SYNC_RULE } from '@/lib/player/plan-sync';
import { TEAM_SYNC_RULE } from '@/lib/player/saved-team-sync';
import { announceTeamSaved } from '@/lib/player/saved-team';
import { SavedTeamList } from '@/components/teams/saved-team-list';
import { useSavedTeams } from '@/components/teams/use-saved-teams';
import { MERGE_RULE } from '@/lib/player/roster';
import { refreshRoster, useRoster } from './use-roster';
import { TitledSection } from '@/components/common/titled-section';

const ServerData = dynamic(() => import('./server-data'), { ssr: false });

/** The "your data" page: what is kept in this browser (and, signed in, on the server), export and delete. */
export function YourData({ names }: { names: Record<string, string> }) {
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
    if (
      !window.confirm(
        'Delete your roster, its snapshots, your plans and your saved teams from this browser? This cannot be undone.',
      )
    )
      return;
    await deleteLocalData();
    await refreshRoster();
    announceTeamSaved();
    setPlans({});
    setDeleted(true);
  };

  const planIds = Object.keys(plans ?? {});
  return (
    <>
      <TitledSection id="local" title="In this browser">
        <p className="text-body-secondary">
          Kept in this browser&apos;s storage (IndexedDB), on this device only. Clearing the site&apos;s data
          in the browser removes it, so export a copy now and then.
        </p>
        {deleted && <Alert variant="success">Everything this site kept in this browser is deleted.</Alert>}
        <ul className="list-group mb-3" aria-label="Stored in this browser">
          <li className="list-group-item">
            <Link href="/roster">Roster</Link>:{' '}
            {roster ? `${roster.characters.length} characters` : 'loading…'}
          </li>
          <li className="list-group-item">Roster snapshots: {snapshots.length}</li>
          <li className="list-group-item">
            <Link href="/me/changes">Changes for you</Link>: what changed for your roster and plans
          </li>
          <li className="list-group-item">
            Skill-tree plans: {plans ? planIds.length : 'loading…'}
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
            <Link href="/teams">Saved teams</Link>: {teams ? teams.length : 'loading…'}
          </li>
        </ul>
        {teams && teams.length > 0 && (
          <SavedTeamList
            teams={teams}
            names={(id) => names[id] ?? id}
            onDelete={(id) => void removeTeam(id)}
          />
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={exportAll} disabled={!roster}>
            <Icon name="download" className="me-1" />
            Export everything
          </Button>
          <Button variant="outline-danger" onClick={() => void deleteAll()}>
            Delete everything in this browser
          </Button>
        </div>
      </TitledSection>
      <TitledSection id="sync" title="Sync">
        {firebaseConfigured ? (
          <>
            <p>
              Signed in, your roster is kept in your account too and follows you to other devices.{' '}
              {MERGE_RULE} That applies the first time you sign in on a device; after that the side you
              changed wins, and the roster it replaces is kept as a snapshot. {PLAN_SYNC_RULE}{' '}
              {TEAM_SYNC_RULE}
            </p>
            <ServerData />
          </>
        ) : (
          <p className="text-body-secondary">
            Sync needs sign-in, which this site has not set up. Your roster and plans work fully in this
            browser.
          </p>
        )}
      </TitledSection>
    </>
  );
}
