'use client';

import Link from '@/components/common/page-link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  changesForYou,
  defaultSince,
  newestTime,
  type ChangesData,
  type Interests,
  type Since,
} from '@/lib/player/changes-for-you';
import {
  allModes,
  fetchChangesData,
  loadInterests,
  noInterests,
  recountUnseen,
} from '@/lib/player/interests';
import { loadChangesState, updateChangesState, type ChangesState } from '@/lib/player/changes-store';
import { encodeRoster } from '@/lib/player/roster-code';
import { ChangeItemCard } from './change-item';
import { fill } from '@/lib/i18n/fill';
import { dayWith } from './day';
import type { ChangesLabels } from './player-labels';
import { useLocale } from '#i18n/use-locale';

/** What the player picked in the "Since" box: their last visit, or a version on. */
const sinceValue = (since: Since) => ('after' in since ? 'last-visit' : `v${since.fromVersion}`);

/**
 * "Changes for you": the public changes (/changes.json) filtered in the browser by the roster,
 * plans and modes kept here, since the last visit or a chosen version, with "mark all as read".
 */
export function ChangesForYou({ labels }: { labels: ChangesLabels }) {
  const [data, setData] = useState<ChangesData>();
  const [error, setError] = useState(false);
  const [state, setState] = useState<ChangesState>();
  const [interests, setInterests] = useState<Interests>();
  const [chosen, setChosen] = useState<string>();
  const locale = useLocale();

  useEffect(() => {
    void Promise.all([fetchChangesData(locale), loadChangesState()]).then(
      ([d, s]) => {
        setData(d);
        setState(s);
      },
      () => setError(true),
    );
  }, [locale]);
  useEffect(() => {
    if (state) void loadInterests(state).then(setInterests);
  }, [state]);
  useEffect(() => {
    if (data && state) void recountUnseen(data, state);
  }, [data, state]);

  const since: Since | undefined = useMemo(() => {
    if (!data || !state) return undefined;
    if (chosen?.startsWith('v')) return { fromVersion: chosen.slice(1) };
    return defaultSince(data, state.lastSeen);
  }, [data, state, chosen]);
  const items = useMemo(
    () => (data && interests && since ? changesForYou(data, interests, since) : undefined),
    [data, interests, since],
  );

  const change = useCallback(
    async (part: Partial<ChangesState>) => setState(await updateChangesState(part)),
    [],
  );

  if (error) return <p className="text-danger">{labels.loadFailed}</p>;
  if (!data || !state || !interests || !since || !items)
    return <p className="text-body-secondary">{labels.loading}</p>;
  const feedCode = encodeRoster({ owned: [...interests.owned], plans: {} });
  return (
    <>
      <form className="row g-3 align-items-end mb-4" onSubmit={(e) => e.preventDefault()}>
        <div className="col-sm-6 col-lg-4">
          <label htmlFor="changes-since" className="form-label">
            {labels.show}
          </label>
          <select
            id="changes-since"
            className="form-select"
            value={chosen ?? sinceValue(since)}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            {state.lastSeen && (
              <option value="last-visit">
                {fill(labels.sinceVisit, { day: dayWith(labels.dateLocale, state.lastSeen) })}
              </option>
            )}
            {data.versions.map((v) => (
              <option key={v} value={`v${v}`}>
                {fill(labels.fromVersion, { version: v })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="col-sm-6 col-lg-4">
          <legend className="form-label fs-6">{labels.modesLegend}</legend>
          {allModes.map((mode) => (
            <div key={mode} className="form-check form-check-inline">
              <input
                id={`changes-mode-${mode}`}
                className="form-check-input"
                type="checkbox"
                checked={interests.modes.includes(mode)}
                onChange={(e) => {
                  const modes = allModes.filter((m) =>
                    m === mode ? e.currentTarget.checked : interests.modes.includes(m),
                  );
                  // Shown at once; kept in the background, and the badge's count made again.
                  setInterests({ ...interests, modes });
                  void updateChangesState({ modes: [...modes] }).then((next) => recountUnseen(data, next));
                }}
              />
              <label htmlFor={`changes-mode-${mode}`} className="form-check-label">
                {labels.modes[mode] ?? mode}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-lg-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              setChosen(undefined);
              void change({ lastSeen: newestTime(data) });
            }}
          >
            {labels.markRead}
          </button>
        </div>
      </form>
      {noInterests(interests) ? (
        <p>
          {labels.nothingBefore}
          <Link href="/roster">{labels.nothingLink}</Link>
          {labels.nothingAfter}
        </p>
      ) : items.length === 0 ? (
        <p>{labels.noneInSpan}</p>
      ) : (
        <ol className="list-unstyled" aria-label={labels.listLabel}>
          {items.map((item) => (
            <ChangeItemCard key={item.id} item={item} labels={labels.item} dateLocale={labels.dateLocale} />
          ))}
        </ol>
      )}
      {interests.owned.length > 0 && (
        <p className="small text-body-secondary">
          {labels.feedBefore}
          <a href={`/changes.xml?roster=${encodeURIComponent(feedCode)}`}>{labels.feedLink}</a>
          {labels.feedAfter}
        </p>
      )}
    </>
  );
}
