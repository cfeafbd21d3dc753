'use client';

import Link from '@/components/common/page-link';
import { useState, type FormEvent } from 'react';
import type { GameMode } from '@/components/common/game-modes';
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';
import type { RosterEntry } from '@/lib/content/player';
import { LockError, suggestTeams, type Suggestion, type TeamsData } from '@/lib/teams';
import { pluralText } from '@/lib/i18n/plural';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

interface Props {
  data: TeamsData;
  mode: GameMode;
  owned: readonly RosterEntry[];
  names: ReadonlyMap<string, string>;
  onLoad: (members: string[]) => void;
  labels: TeamsLabels;
}

const SUGGESTIONS = 5;

/**
 * The best teams for the mode from the player's roster: optionally around one locked unit, with
 * units left out, one borrowed support allowed, and only units built to a level and rank. Each
 * suggestion loads into the builder.
 */
export function TeamSuggestions({ data, mode, owned, names, onLoad, labels }: Props) {
  const [lock, setLock] = useState('');
  const [exclude, setExclude] = useState<string[]>([]);
  const [borrowOne, setBorrowOne] = useState(false);
  const [builtOnly, setBuiltOnly] = useState(false);
  const [level, setLevel] = useState(40);
  const [rank, setRank] = useState(3);
  const [results, setResults] = useState<
    { mode: GameMode; list: Suggestion[] } | { mode: GameMode; error: string }
  >();
  const name = (id: string) => names.get(id) ?? id;

  const suggest = (e: FormEvent) => {
    e.preventDefault();
    let list: Suggestion[];
    try {
      list = suggestTeams(
        data,
        mode,
        owned.map(({ character, level: l, rank: r }) => ({ character, level: l, rank: r })),
        {
          lock: lock ? [lock] : [],
          exclude,
          borrowOne,
          built: builtOnly ? { level, rank } : undefined,
          limit: SUGGESTIONS,
          words: labels.synergyWords,
        },
      );
    } catch (error) {
      // A lock the search cannot honour, said in the page's words; the options stay as they are to fix.
      if (!(error instanceof LockError)) throw error;
      setResults({
        mode,
        error: fill(labels.lock[error.reason], {
          name: name(error.character),
          mode: labels.modes[mode] ?? mode,
          size: String(data.modes.find((m) => m.id === mode)?.squadSize ?? ''),
        }),
      });
      return;
    }
    setResults({ mode, list });
  };

  if (owned.length === 0)
    return (
      <p className="text-body-secondary">
        {labels.suggestEmptyBefore}
        <Link href="/roster">{labels.suggestEmptyLink}</Link>
        {labels.suggestEmptyAfter}
      </p>
    );

  return (
    <>
      <form className="mb-3" onSubmit={suggest} aria-label={labels.suggestOptions}>
        <div className="row g-3 align-items-end">
          <div className="col-sm-6 col-lg-4">
            <label htmlFor="suggest-lock" className="form-label small mb-1">
              {labels.buildAround}
            </label>
            <select
              id="suggest-lock"
              className="form-select form-select-sm"
              value={lock}
              onChange={(e) => setLock(e.target.value)}
            >
              <option value="">{labels.anyone}</option>
              {owned.map((e) => (
                <option key={e.character} value={e.character}>
                  {name(e.character)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6 col-lg-4">
            <div className="form-check">
              <input
                id="suggest-borrow"
                type="checkbox"
                className="form-check-input"
                checked={borrowOne}
                onChange={(e) => setBorrowOne(e.target.checked)}
              />
              <label htmlFor="suggest-borrow" className="form-check-label">
                {labels.borrowOne}
              </label>
            </div>
            <div className="form-check">
              <input
                id="suggest-built"
                type="checkbox"
                className="form-check-input"
                checked={builtOnly}
                onChange={(e) => setBuiltOnly(e.target.checked)}
              />
              <label htmlFor="suggest-built" className="form-check-label">
                {labels.builtOnly}
              </label>
            </div>
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor="suggest-level" className="form-label small mb-1">
              {labels.levelAtLeast}
            </label>
            <input
              id="suggest-level"
              type="number"
              className="form-control form-control-sm"
              min={1}
              max={MAX_LEVEL}
              disabled={!builtOnly}
              value={level}
              onChange={(e) => setLevel(Math.min(MAX_LEVEL, Math.max(1, Number(e.target.value) || 1)))}
            />
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor="suggest-rank" className="form-label small mb-1">
              {labels.rankAtLeast}
            </label>
            <input
              id="suggest-rank"
              type="number"
              className="form-control form-control-sm"
              min={1}
              max={MAX_RANK}
              disabled={!builtOnly}
              value={rank}
              onChange={(e) => setRank(Math.min(MAX_RANK, Math.max(1, Number(e.target.value) || 1)))}
            />
          </div>
        </div>
        <fieldset className="mt-3">
          <legend className="form-label small mb-1">{labels.leaveOut}</legend>
          {owned.map((e) => (
            <div key={e.character} className="form-check form-check-inline">
              <input
                id={`suggest-exclude-${e.character}`}
                type="checkbox"
                className="form-check-input"
                checked={exclude.includes(e.character)}
                onChange={(ev) =>
                  setExclude((list) =>
                    ev.target.checked ? [...list, e.character] : list.filter((id) => id !== e.character),
                  )
                }
              />
              <label htmlFor={`suggest-exclude-${e.character}`} className="form-check-label">
                {name(e.character)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary mt-3">
          {labels.suggest}
        </button>
      </form>
      {results?.mode === mode && (
        <div aria-live="polite">
          {'error' in results ? (
            <p className="text-danger">{results.error}</p>
          ) : results.list.length === 0 ? (
            <p className="text-body-secondary">{labels.noFit}</p>
          ) : (
            <ol className="list-group list-group-numbered" aria-label={labels.suggested}>
              {results.list.map((s, i) => (
                <li
                  key={s.members.join('.')}
                  className="list-group-item d-flex flex-wrap align-items-center gap-2"
                  data-suggestion={s.members.join(' ')}
                  data-borrowed={s.borrowed ?? ''}
                >
                  <span className="me-auto">
                    {s.members.map((id, j) => (
                      <span key={id}>
                        {j > 0 && ', '}
                        {name(id)}
                        {id === s.borrowed && (
                          <span className="badge text-bg-info ms-1">{labels.borrowed}</span>
                        )}
                      </span>
                    ))}
                    <small className="text-body-secondary">
                      {' '}
                      · {pluralText(labels.points, s.report.total)}
                      {s.report.violations.length > 0 &&
                        ` · ${pluralText(labels.breaksCount, s.report.violations.length)}`}
                    </small>
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    aria-label={fill(labels.loadSuggestion, { n: i + 1 })}
                    onClick={() => onLoad(s.members)}
                  >
                    {labels.loadIntoBuilder}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </>
  );
}
