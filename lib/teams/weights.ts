/**
 * The synergy model's weights, in one place. A team's total is the sum of its parts, each
 * worth one of these:
 * - pair: one member applies an effect, another benefits from it (per applier, beneficiary and effect);
 * - conflict: two members compete for the same effect on the foe, one removing what the other needs;
 * - coverTeam / coverSelf: a threat of the mode removed or prevented for allies / only for the bearer;
 * - role: each distinct role in the squad;
 * - element: each member whose element a threat enemy is weak to.
 */
export const weights = {
  pair: 4,
  conflict: -4,
  coverTeam: 3,
  coverSelf: 1,
  role: 2,
  element: 2,
} as const;

/** What the search subtracts per broken squad rule, so a team that keeps the rules always ranks first. */
export const violationPenalty = 1000;
