import type { ModeRule, Role } from './types';

/** A member as the squad rules see it. */
export interface RuleMember {
  role: Role;
  element: string;
}

function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Each squad rule the members break, in words (empty when the squad keeps every rule). */
export function ruleViolations(rules: readonly ModeRule[], members: readonly RuleMember[]): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    if (rule.kind === 'element-at-most') {
      const counts = new Map<string, number>();
      for (const m of members) counts.set(m.element, (counts.get(m.element) ?? 0) + 1);
      for (const [element, n] of counts)
        if (n > rule.count) out.push(`At most ${rule.count} ${element} members (has ${n})`);
      continue;
    }
    const n = members.filter((m) => (rule.roles as readonly string[]).includes(m.role)).length;
    if (rule.kind === 'roles-at-least' && n < rule.count)
      out.push(`Needs at least ${rule.count} ${list(rule.roles)} (has ${n})`);
    if (rule.kind === 'roles-at-most' && n > rule.count)
      out.push(`At most ${rule.count} ${list(rule.roles)} (has ${n})`);
  }
  return out;
}
