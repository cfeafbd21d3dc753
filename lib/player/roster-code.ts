// A roster in a URL, the way plan codes put picks in one: `/changes.xml?roster=<code>`. The code
// lists owned character ids, each optionally with a plan code: `aurelia-vance~1203.keel.mira`.
// Ids, not positions in the catalogue, so a code stays right when characters are added.
import { PLAN_CODE } from './plan';

/** The longest code accepted: a URL stays well within what browsers and proxies pass. */
export const ROSTER_CODE_MAX = 2000;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A roster as a code carries it: the owned characters and, per character, a plan code. */
export interface RosterCode {
  owned: string[];
  /** Character id → plan code (lib/player/plan.ts: decodePicks turns it into picks over the tree). */
  plans: Record<string, string>;
}

/** A code that cannot be read; the message names what is wrong. */
export class RosterCodeError extends Error {
  override name = 'RosterCodeError';
}

/** The code for a roster (characters in the order given) and the plans of those characters. */
export function encodeRoster({ owned, plans }: RosterCode): string {
  return owned.map((id) => (plans[id] && plans[id] !== '0' ? `${id}~${plans[id]}` : id)).join('.');
}

/** The roster a code stands for; throws RosterCodeError naming the problem. */
export function decodeRoster(code: string): RosterCode {
  if (code.length === 0) throw new RosterCodeError('the roster code is empty');
  if (code.length > ROSTER_CODE_MAX)
    throw new RosterCodeError(
      `the roster code is ${code.length} characters long; at most ${ROSTER_CODE_MAX} are accepted`,
    );
  const owned: string[] = [];
  const plans: Record<string, string> = {};
  for (const part of code.split('.')) {
    const [id = '', plan, ...rest] = part.split('~');
    if (!ID.test(id) || id.length > 64)
      throw new RosterCodeError(
        `"${id.slice(0, 40)}" is not a character id (lower-case words joined by hyphens)`,
      );
    if (rest.length > 0 || (plan !== undefined && !PLAN_CODE.test(plan)))
      throw new RosterCodeError(`the plan code of "${id}" must be 1 to 12 digits from 0 to 3`);
    if (owned.includes(id)) throw new RosterCodeError(`"${id}" is listed twice`);
    owned.push(id);
    if (plan !== undefined) plans[id] = plan;
  }
  return { owned, plans };
}
