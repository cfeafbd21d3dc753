'use client';

import type { ReactNode } from 'react';
import { setQueryParam, UrlView } from '@/components/common/url-view';
import { modeIcons, type GameMode } from '@/components/common/game-modes';
import { Icon } from '@/components/common/icon';

interface Props {
  modes: GameMode[];
  /** The modes' names and the group's label in the page's language. */
  labels: { modes: Readonly<Record<string, string>>; modePicks: string };
  className?: string;
  children: ReactNode;
}

/**
 * Buttons that choose a game mode, kept in the URL (`?mode=arena`; the first mode has no
 * parameter); the content below gets `data-mode` so CSS can highlight that mode's picks. The
 * server renders every mode's picks, so nothing is fetched on toggle.
 */
export function ModeToggle({ modes, labels, className, children }: Props) {
  return (
    <UrlView>
      {(params, live) => {
        const mode = modes.find((m) => m === params.get('mode')) ?? modes[0];
        return (
          <>
            <div className="btn-group mb-3" role="group" aria-label={labels.modePicks}>
              {modes.map((m) => (
                <button
                  key={m}
                  type="button"
                  className={`btn btn-outline-primary${m === mode ? ' active' : ''}`}
                  aria-pressed={m === mode}
                  // It sets the URL from script: without JavaScript it would do nothing.
                  disabled={!live}
                  onClick={() => setQueryParam('mode', m === modes[0] ? null : m)}
                >
                  <Icon name={modeIcons[m]} className="me-1" />
                  {labels.modes[m] ?? m}
                </button>
              ))}
            </div>
            <div data-mode={mode} className={className}>
              {children}
            </div>
          </>
        );
      }}
    </UrlView>
  );
}
