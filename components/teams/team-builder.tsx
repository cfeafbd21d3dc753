'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import type { TeamsData } from '@/lib/teams';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

// The builder and the synergy model load after the page is interactive, out of its first load.
const TeamBuilderPanel = lazy(() => import('./team-builder-panel'));

/**
 * The /teams page's client island. The server's HTML holds only a placeholder of the builder's
 * height (nothing moves when it arrives) and, for visitors without JavaScript, a note that the
 * builder needs it: no control is shown that would do nothing. Once hydrated it fetches the
 * compact teams data (/teams-data.json, cached and tagged like the content it is built from).
 */
export function TeamBuilder({ labels, noscript }: { labels: TeamsLabels; noscript: string }) {
  const hydrated = useHydrated();
  const [data, setData] = useState<TeamsData>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    fetch('/teams-data.json')
      .then((r) => {
        if (!r.ok) throw new Error(`the server answered ${r.status}`);
        return r.json() as Promise<TeamsData>;
      })
      .then((d) => live && setData(d))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, []);

  const placeholder = (
    <p className="text-body-secondary" role="status">
      {error ? fill(labels.loadFailed, { error }) : labels.loading}
    </p>
  );
  return (
    <div className="lf-team-builder">
      <noscript>
        <p className="alert alert-info">{noscript}</p>
      </noscript>
      {hydrated && data ? (
        <Suspense fallback={placeholder}>
          <TeamBuilderPanel data={data} labels={labels} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
