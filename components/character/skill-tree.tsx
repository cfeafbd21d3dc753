'use client';

import { InteractionBadges } from '@/components/common/interaction-badges';
import type { InteractionWords } from '@/lib/i18n/words';
import { RichText } from '@/components/common/rich-text';
import type { Character } from '@/lib/content';
import type { GameMode } from '@/components/common/game-modes';
import { fill } from '@/lib/i18n/fill';
import type { SkillTreeLabels } from './character-labels';
import { ModeToggle } from './mode-toggle';
import styles from './skill-tree.module.css';

const pickClass: Record<GameMode, string | undefined> = {
  story: styles.pickStory,
  arena: styles.pickArena,
  boss: styles.pickBoss,
};
const reasonClass: Record<GameMode, string | undefined> = {
  story: styles.reasonStory,
  arena: styles.reasonArena,
  boss: styles.reasonBoss,
};

interface Props {
  character: Pick<Character, 'skillTree' | 'recommendations'>;
  effectNames: Record<string, string>;
  /** The interaction badges' words in the page's language (interactionWords, on the server). */
  words: InteractionWords;
  /** The tree's words in the page's language (character-labels.ts). */
  labels: SkillTreeLabels;
}

/**
 * The skill tree tier by tier, with the recommended pick of each mode highlighted and explained.
 * Drawn in the browser from the tree's fields: as a server component its markup would go to the
 * browser twice, as HTML and again in the RSC payload; the fields are much smaller, and the HTML
 * is the same.
 */
export function SkillTree({ character, effectNames, words, labels }: Props) {
  const modes = character.recommendations.map((r) => r.mode);
  // "tier:option" → the modes that recommend it, with their reasons.
  const picks = new Map<string, { mode: GameMode; reason: string }[]>();
  for (const rec of character.recommendations) {
    for (const pick of rec.picks) {
      const key = `${pick.tier}:${pick.option}`;
      picks.set(key, [...(picks.get(key) ?? []), { mode: rec.mode, reason: pick.reason }]);
    }
  }
  const tiers = [...character.skillTree].sort((a, b) => a.tier - b.tier);

  return (
    <ModeToggle modes={modes} labels={labels} className={styles.tree}>
      <ol className="list-unstyled mb-0">
        {tiers.map((tier) => (
          <li key={tier.tier} className="mb-3" data-tier={tier.tier}>
            <h3 className="h6 text-body-secondary mb-2">
              {`${fill(labels.tier, { tier: tier.tier })} `}
              <span className="fw-normal">{fill(labels.unlocksAt, { level: tier.requiredLevel })}</span>
            </h3>
            <div className="row row-cols-1 row-cols-md-3 g-2">
              {tier.options.map((option) => {
                const recommended = picks.get(`${tier.tier}:${option.id}`) ?? [];
                const classes = recommended.map((r) => pickClass[r.mode]).join(' ');
                return (
                  <div key={option.id} className="col">
                    <div
                      className={`card h-100 ${classes}`}
                      data-option={option.id}
                      data-recommended-for={recommended.map((r) => r.mode).join(' ') || undefined}
                    >
                      <div className="card-body p-3">
                        <h4 className="h6 card-title mb-1">{option.name}</h4>
                        <RichText
                          as="p"
                          text={option.description}
                          effectNames={effectNames}
                          className="small mb-0"
                        />
                        <InteractionBadges
                          interactions={option.interactions}
                          effectNames={effectNames}
                          className="mt-2 mb-0"
                          words={words}
                        />
                        {recommended.map((r) => (
                          <p
                            key={r.mode}
                            className={`small mt-2 mb-0 ${styles.reason} ${reasonClass[r.mode]}`}
                          >
                            {/* The star is drawn by the stylesheet (.reason::before): one less icon per reason. */}
                            <strong>
                              {fill(labels.recommendedFor, { mode: labels.modes[r.mode] ?? r.mode })}
                            </strong>{' '}
                            <RichText text={r.reason} effectNames={effectNames} />
                          </p>
                        ))}
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
    </ModeToggle>
  );
}
