'use client';

import { useState, type ReactNode } from 'react';
import { modeIcons, modeLabels, type GameMode } from './format';

interface Props {
  modes: GameMode[];
  className?: string;
  children: ReactNode;
}

/**
 * Buttons that choose a game mode; the content below gets `data-mode` so CSS can highlight
 * that mode's picks. The server renders every mode's picks, so nothing is fetched on toggle.
 */
export function ModeToggle({ modes, className, children }: Props) {
  const [mode, setMode] = useState<GameMode | undefined>(modes[0]);
  return (
    <>
      <div className="btn-group mb-3" role="group" aria-label="Recommended picks for mode">
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            className={`btn btn-outline-primary${m === mode ? ' active' : ''}`}
            aria-pressed={m === mode}
            onClick={() => setMode(m)}
          >
            <i className={`bi bi-${modeIcons[m]} me-1`} aria-hidden="true" />
            {modeLabels[m]}
          </button>
        ))}
      </div>
      <div data-mode={mode} className={className}>
        {children}
      </div>
    </>
  );
}
