'use client';

import type { ReactNode } from 'react';

const tierColors: Record<string, string> = {
  'S+': '#a61e4d',
  S: '#b3300c',
  A: '#8a5d00',
  B: '#2b7a3d',
  C: '#495057',
};

export interface TierTableProps {
  /** Tiers, best first, each with the keys of its entries. */
  tiers: { tier: string; entries: string[] }[];
  /** Each entry's content, rendered on the server, by key. */
  entries: Record<string, ReactNode>;
  /** Whether an entry passes the filters. */
  shows: (key: string) => boolean;
}

/** Tiers, best first, each with the characters the filters leave and the reason they sit there. */
export function TierTable({ tiers, entries, shows }: TierTableProps) {
  return (
    <div className="d-flex flex-column gap-3">
      {tiers.map((tier) => {
        const shown = tier.entries.filter(shows);
        return (
          <section key={tier.tier} className="card" aria-labelledby={`tier-${tier.tier}`}>
            <div className="card-body d-flex flex-column flex-md-row gap-3">
              <h2
                id={`tier-${tier.tier}`}
                className="lf-tier-label rounded text-white mb-0 py-2 align-self-start"
                style={{ backgroundColor: tierColors[tier.tier] }}
              >
                <span className="visually-hidden">Tier </span>
                {tier.tier}
              </h2>
              {shown.length === 0 && (
                <p className="text-body-secondary mb-0 align-self-center">
                  No characters match in this tier.
                </p>
              )}
              <ul
                className="list-unstyled row row-cols-1 row-cols-lg-2 g-2 flex-grow-1 mb-0"
                hidden={shown.length === 0}
              >
                {tier.entries.map((key) => (
                  <li key={key} className="col d-flex gap-2" hidden={!shows(key)}>
                    {entries[key]}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}
    </div>
  );
}
