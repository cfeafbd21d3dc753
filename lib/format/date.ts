// Every date and time the site shows, written in one place so the same kind of date reads the
// same everywhere. Most are written by hand from Date's UTC getters: they run in client
// components as a page hydrates, where an Intl formatter or toLocaleString first loads ICU's
// locale and zone data (tens of milliseconds on a phone), and they give the same text on every
// server and browser.

/** Short English month names, as Intl's en-US `month: 'short'` writes them. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The UTC day (YYYY-MM-DD) of an ISO 8601 time, whatever offset it was written with. */
export function utcDay(time: string | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Short Spanish month names, as Intl's es-ES `month: 'short'` writes them. */
const monthsEs = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/**
 * A calendar date ("2026-11-05", or the date part of an ISO time) as the page's language writes
 * it, by hand (same text on server and browser): en "Nov 5, 2026", ja "2026年11月5日", es "5 nov 2026".
 */
export function formatDay(date: string, locale: string = 'en'): string {
  const [year, month = 1, day] = date.slice(0, 10).split('-').map(Number);
  if (locale.startsWith('ja')) return `${year}年${month}月${day}日`;
  if (locale.startsWith('es')) return `${day} ${monthsEs[month - 1]} ${year}`;
  return `${months[month - 1]} ${day}, ${year}`;
}

/** The UTC day of an ISO time, as formatDay writes a date: "Nov 20, 2026". */
export function formatUtcDay(iso: string, locale: string = 'en'): string {
  return formatDay(utcDay(iso), locale);
}

/** A moment in UTC, e.g. "2026-11-20 01:00 UTC": the same on every server and browser, safe to hydrate. */
export function formatUtc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A date and time in a given IANA zone (undefined: the runtime's own zone), with the zone's name,
 * as a language writes it (US English unless told).
 */
export function formatInZone(iso: string, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * A date and time in the browser's own zone, as formatInZone writes it ("Nov 20, 2026, 3:05 PM
 * GMT+9"; in Japanese "2026年11月20日 15:05 GMT+9", in Spanish "20 nov 2026, 15:05 GMT+9"),
 * without Intl. The zone is named by its offset (GMT+5:30), or UTC.
 */
export function formatLocal(iso: string, locale = 'en'): string {
  return formatAtOffset(iso, -new Date(iso).getTimezoneOffset(), locale);
}

/** formatLocal's text for a zone `offset` minutes ahead of UTC at that moment. */
export function formatAtOffset(iso: string, offset: number, locale = 'en'): string {
  const d = new Date(Date.parse(iso) + offset * 60_000);
  const hours = d.getUTCHours();
  const minute = String(d.getUTCMinutes()).padStart(2, '0');
  // The day as formatDay writes it in the language, then the time: 12-hour in English, 24-hour else.
  const day = formatDay(d.toISOString(), locale);
  return locale === 'en'
    ? `${day}, ${hours % 12 || 12}:${minute} ${hours < 12 ? 'AM' : 'PM'} ${zoneName(offset)}`
    : `${day}${locale === 'es' ? ',' : ''} ${hours}:${minute} ${zoneName(offset)}`;
}

/** A zone `offset` minutes ahead of UTC, named as formatLocal names it: UTC, GMT+9, GMT-3:30. */
export function zoneName(offset: number): string {
  const abs = Math.abs(offset);
  return offset === 0
    ? 'UTC'
    : `GMT${offset > 0 ? '+' : '-'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** The browser's own zone, named by its offset now (formatLocal names each moment by its own). */
export function localZoneName(): string {
  return zoneName(-new Date().getTimezoneOffset());
}

/** The unit marks a duration is written with, in the page's language (the catalogs' countdown). */
export interface DurationUnits {
  day: string;
  hour: string;
  minute: string;
  second: string;
}
const englishUnits: DurationUnits = { day: 'd', hour: 'h', minute: 'm', second: 's' };

/** A duration as "3d 04h 12m 05s" (or with the given units); days are left out when zero. */
export function formatDuration(ms: number, units: DurationUnits = englishUnits): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}${units.hour} ${pad(Math.floor((total % 3600) / 60))}${units.minute} ${pad(total % 60)}${units.second}`;
  return days > 0 ? `${days}${units.day} ${hms}` : hms;
}
