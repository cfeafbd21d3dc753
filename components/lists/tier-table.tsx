import Link from 'next/link';
import { RichText } from '@/components/common/rich-text';
import { ClassBadge } from '@/components/common/class-badge';
import { Portrait } from '@/components/common/portrait';
import { RarityStars } from '@/components/common/rarity-stars';
import type { Tierlist } from '@/lib/content';
import type { CharacterSummary } from './character-card';

const tierColors: Record<string, string> = {
  'S+': '#a61e4d',
  S: '#b3300c',
  A: '#8a5d00',
  B: '#2b7a3d',
  C: '#495057',
};

export interface TierTableProps {
  tiers: Tierlist['tiers'];
  /** Characters to show, by id; entries for others are hidden by the filters. */
  characters: ReadonlyMap<string, CharacterSummary>;
}

/** Tiers, best first, each with its characters and the reason they sit there. */
export function TierTable({ tiers, characters }: TierTableProps) {
  return (
    <div className="d-flex flex-column gap-3">
      {tiers.map((tier) => {
        const entries = tier.entries.filter((e) => characters.has(e.character));
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
              {entries.length === 0 ? (
                <p className="text-body-secondary mb-0 align-self-center">
                  No characters match in this tier.
                </p>
              ) : (
                <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-2 flex-grow-1 mb-0">
                  {entries.map((entry) => {
                    const c = characters.get(entry.character)!;
                    return (
                      <li key={entry.character} className="col d-flex gap-2">
                        <Portrait
                          name={c.name}
                          element={c.element}
                          characterClass={c.class}
                          size={48}
                          className="lf-portrait"
                        />
                        <div>
                          <Link href={`/chars/${c._id}`} className="fw-semibold">
                            {c.name}
                          </Link>{' '}
                          <RarityStars rarity={c.rarity} className="small" />{' '}
                          <ClassBadge characterClass={c.class} />
                          <RichText as="p" className="small text-body-secondary mb-0" text={entry.reason} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
