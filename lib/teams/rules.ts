import type { ModeRule, Role } from './types';
import { englishSynergyWords, type SynergyWords } from './words';
import { fill } from '@/lib/i18n/fill';

/** A member as the squad rules see it. */
export interface RuleMember {
  role: Role;
  element: string;
}

/** "healer, support or tank", in the words' language. */
function list(w: SynergyWords, roles: readonly Role[]): string {
  const names = roles.map((r) => w.roleNames[r] ?? r);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(w.comma)}${w.or}${names.at(-1)}`;
}

/** Each squad rule the members break, in words (empty when the squad keeps every rule). */
export function ruleViolations(
  rules: readonly ModeRule[],
  members: readonly RuleMember[],
  w: SynergyWords = englishSynergyWords,
): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    if (rule.kind === 'element-at-most') {
      const counts = new Map<string, number>();
      for (const m of members) counts.set(m.element, (counts.get(m.element) ?? 0) + 1);
      for (const [element, n] of counts)
        if (n > rule.count)
          out.push(
            fill(w.elementAtMost, { count: rule.count, element: w.elementNames[element] ?? element, has: n }),
          );
      continue;
    }
    const n = members.filter((m) => (rule.roles as readonly string[]).includes(m.role)).length;
    if (rule.kind === 'roles-at-least' && n < rule.count)
      out.push(fill(w.rolesAtLeast, { count: rule.count, roles: list(w, rule.roles), has: n }));
    if (rule.kind === 'roles-at-most' && n > rule.count)
      out.push(fill(w.rolesAtMost, { count: rule.count, roles: list(w, rule.roles), has: n }));
  }
  return out;
}
