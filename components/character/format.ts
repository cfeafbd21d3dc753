/** Short English month names, as Intl's en-US `month: 'short'` writes them. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date ("2026-11-05") as "Nov 5, 2026", the same on every machine. Written by hand,
 * like formatCount: these run in client components as a page hydrates, where an Intl formatter
 * or toLocaleString first loads ICU's data (tens of milliseconds on a phone).
 */
export function formatDay(date: string): string {
  const [year, month = 1, day] = date.slice(0, 10).split('-').map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}

/** A whole number with thousands separators, as toLocaleString('en-US') writes it: 12,345. */
export function formatCount(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Display names of the game modes. */
export const modeLabels = { story: 'Story', arena: 'Arena', boss: 'Boss' } as const;
/** bootstrap-icons names for the game modes. */
export const modeIcons = { story: 'book', arena: 'trophy', boss: 'fire' } as const;

export type GameMode = keyof typeof modeLabels;
