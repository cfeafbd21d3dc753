import type { Gear } from '@/lib/content';

/** One sentence about a gear piece for search results and share previews. */
export function gearSummary(g: Pick<Gear, 'name' | 'rarity' | 'slot' | 'set' | 'passive'>): string {
  const set = g.set ? ` from the ${g.set} set` : '';
  return `${g.name} is a ${g.rarity} ${g.slot}${set} in Lanternfall with the passive ${g.passive.name}: stats, source and the characters whose builds use it.`;
}
