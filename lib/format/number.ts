/**
 * A number with thousands separators, as toLocaleString('en-US') writes it: 12,345. Written by
 * hand for the same reason as lib/format/date: no ICU data to load while a page hydrates.
 */
export function formatCount(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
