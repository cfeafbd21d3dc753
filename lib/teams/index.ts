/**
 * The teams model: synergy read from the effect graph, explained, and squad suggestions. Pure
 * functions with no server-only imports (and no zod): the team builder runs them in the browser.
 *
 * Data: `getTeamsData()` (lib/queries/teams.ts, cached) returns a `TeamsData`: every character
 * (id, name, role, element, rarity, and its sources' effect edges), every mode (squad size,
 * rules, the effects its threats apply, the elements its enemies are weak to) and effect names.
 * It is plain JSON, small enough to hand to a client island. `buildTeamsData()` builds it from
 * documents (tests, the bench).
 *
 * - `teamSynergy(data, mode, members)` → `{ total, parts, violations, uncovered }`. `total` is
 *   the sum of `parts`; each part has `kind` ('pair' | 'conflict' | 'cover' | 'roles' |
 *   'element'), `points`, a `label` in words, the `members` involved and its `sources` (skill,
 *   trait, option or enemy names with hrefs). `violations` lists broken squad rules (size,
 *   duplicates, unknown ids, the mode's role and element rules) and never changes the total;
 *   `uncovered` lists threat effects nobody covers.
 * - `suggestTeams(data, mode, pool, options)` → up to `options.limit` (5) suggestions, best first:
 *   `{ members, borrowed?, report }`. `pool` is the owned units `[{ character, level, rank }]`;
 *   options: `lock` (kept in every squad; a locked unit outside the pool needs `borrowOne` and
 *   uses the borrowed slot), `exclude`, `borrowOne` (one member from outside the pool),
 *   `built: { level, rank }` (only owned units at or above both). Squads keeping the mode's rules
 *   rank before any that break one. Throws LockError (a RangeError) saying which lock it cannot
 *   honour and why.
 * - `compactBreakdown(report)`: the parts in the compact form components/teams/synergy-breakdown.tsx
 *   draws (each source once, as [name, href]; parts point at them).
 * - `weights` (lib/teams/weights.ts) holds every weight; `ruleViolations` checks a squad's rules.
 *
 * What counts (the rule, stated once): a character's skills and traits always count; a
 * skill-tree option counts in the modes whose recommended picks include it.
 * - pair (+4 per applier): member A applies effect E to foes and member B gets a bonus against
 *   targets under E, or A applies E to allies and B gains while under E (or boosts allies under
 *   E). One part per beneficiary and effect, listing its appliers ("Drenched ← Maren's Boarding
 *   Challenge → Iskra's Tesla Lash: +30% damage"); both directions count.
 * - conflict (−4): A removes E from foes (consuming it) while B also removes E from foes or needs E
 *   on them for a bonus. One part per pair of members and effect.
 * - cover (+3 / +1): per effect the mode's threats apply to the squad, if a member removes or
 *   prevents it for allies (+3), else if one removes, prevents or resists it on itself only (+1).
 * - roles (+2 each distinct role) and element (+2 per member whose element a threat enemy is weak to).
 */
export { buildTeamsData, type TeamsDataInput } from './data';
export { sourceHref } from './sources';
export { ruleViolations } from './rules';
export { compactBreakdown, NAME_SLOT, teamSynergy, type Breakdown, type BreakdownPart } from './synergy';
export { bestTeamExhaustive, LockError, suggestTeams, teamObjective } from './suggest';
export { violationPenalty, weights } from './weights';
export type * from './types';
