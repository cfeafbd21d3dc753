'use client';

import { memo } from 'react';
import Link from '@/components/common/page-link';
import { ClassBadge } from '@/components/common/class-badge';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { RichText } from '@/components/common/rich-text';
import type { CharacterCard } from '@/lib/queries/characters';
import { fill } from '@/lib/i18n/fill';
import type { CharacterCardWords } from '@/lib/i18n/words';

const tierColors: Record<string, string> = {
  'S+': '#a61e4d',
  S: '#b3300c',
  A: '#8a5d00',
  B: '#2b7a3d',
  C: '#495057',
};

/**
 * What a placed character's entry shows: its portrait, name, rarity and class. The table draws
 * entries from these few fields rather than taking each entry as server-rendered elements, whose
 * RSC form (every class name, attribute and icon of the portrait and name line) weighed some
 * 600 bytes per character, a fifth of the tier list's page.
 */
export type TierCharacter = Pick<CharacterCard, 'name' | 'rarity' | 'class' | 'element'> & {
  /** Other names players use, for the tier list's search. */
  aliases?: string[];
};

/** A placement: the character's id and the reason it sits in the tier (prose with effect markers). */
export interface TierEntry {
  id: string;
  reason: string;
}

/** The table's words in the page's language, made on the server. */
export interface TierWords extends Pick<CharacterCardWords, 'classes' | 'stars' | 'portrait'> {
  /** Read before a tier's letter: "Tier". */
  tier: string;
  /** "No characters match in this tier." */
  noMatch: string;
  /** The mode tabs' accessible name: "Game mode". */
  gameMode: string;
}

export interface TierTableProps {
  /** Tiers, best first, each with its placements. */
  tiers: { tier: string; entries: TierEntry[] }[];
  characters: Record<string, TierCharacter>;
  /** Effect id → name in the page's language, for the links in the reasons. */
  effectNames: Readonly<Record<string, string>>;
  /** The characters that pass the filters. */
  shown: ReadonlySet<string>;
  words: TierWords;
}

/**
 * Tiers, best first, each with the characters the filters leave and the reason they sit there.
 * The view around it renders again when it goes live after hydration and on every filter change;
 * the table (every portrait, badge and reason) renders again only when the tiers or the characters
 * shown change.
 */
export const TierTable = memo(TierTableView, (before, after) => {
  if (before.tiers !== after.tiers || before.characters !== after.characters) return false;
  if (before.effectNames !== after.effectNames || before.words !== after.words) return false;
  if (before.shown.size !== after.shown.size) return false;
  for (const id of after.shown) if (!before.shown.has(id)) return false;
  return true;
});

function TierTableView({ tiers, characters, effectNames, shown, words }: TierTableProps) {
  return (
    <div className="d-flex flex-column gap-3">
      {tiers.map((tier) => {
        const visible = tier.entries.filter((e) => shown.has(e.id));
        return (
          <section key={tier.tier} className="card" aria-labelledby={`tier-${tier.tier}`}>
            <div className="card-body d-flex flex-column flex-md-row gap-3">
              <h2
                id={`tier-${tier.tier}`}
                className="lf-tier-label rounded text-white mb-0 py-2 align-self-start"
                style={{ backgroundColor: tierColors[tier.tier] }}
              >
                <span className="visually-hidden">{words.tier} </span>
                {tier.tier}
              </h2>
              {visible.length === 0 && (
                <p className="text-body-secondary mb-0 align-self-center">{words.noMatch}</p>
              )}
              <ul
                className="list-unstyled row row-cols-1 row-cols-lg-2 g-2 flex-grow-1 mb-0"
                hidden={visible.length === 0}
              >
                {tier.entries.map(({ id, reason }) => {
                  const c = characters[id];
                  if (!c) return null;
                  return (
                    // d-none, not only `hidden`: Bootstrap's d-flex would override the attribute.
                    <li
                      key={id}
                      className={`col gap-2 ${shown.has(id) ? 'd-flex' : 'd-none'}`}
                      hidden={!shown.has(id)}
                    >
                      <PortraitImage
                        character={{ _id: id, element: c.element, class: c.class }}
                        size={48}
                        className="lf-portrait"
                        label={fill(words.portrait, { name: c.name })}
                      />
                      <div>
                        <Link href={`/chars/${id}`} className="fw-semibold">
                          {c.name}
                        </Link>{' '}
                        <RarityStars
                          rarity={c.rarity}
                          className="small"
                          label={fill(words.stars, { stars: c.rarity })}
                        />{' '}
                        <ClassBadge characterClass={c.class} label={words.classes[c.class]} />
                        <RichText
                          as="p"
                          className="small text-body-secondary mb-0"
                          text={reason}
                          effectNames={effectNames}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
        );
      })}
    </div>
  );
}
