/**
 * The stat line's names and labels, without zod: the stat calculator in the browser reads these,
 * and importing them from ./common would bring zod into the character page's first-load JS.
 */
export const statNames = ['hp', 'atk', 'def', 'res', 'spd', 'crit'] as const;
export type StatName = (typeof statNames)[number];
export const statLabels: Record<StatName, string> = {
  hp: 'HP',
  atk: 'Attack',
  def: 'Defense',
  res: 'Resistance',
  spd: 'Speed',
  crit: 'Crit %',
};
