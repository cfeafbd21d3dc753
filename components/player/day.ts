import { formatDay } from '@/lib/format/date';

/**
 * A stored day ("2026-11-20…") with the page's Intl tag, in the browser too; without a tag (English)
 * exactly as formatDay writes it.
 */
export function dayWith(tag: string | undefined, date: string): string {
  if (!tag) return formatDay(date);
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
