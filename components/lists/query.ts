/** Next's searchParams, as a page receives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A protocol filter (the MongoDB-style subset lib/data accepts). */
export type QueryFilter = Record<string, unknown>;

const MAX_QUERY_LENGTH = 60;

/** First value of a search param, trimmed; undefined when absent or blank. */
export function param(params: SearchParams, key: string): string | undefined {
  const raw = params[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, MAX_QUERY_LENGTH) : undefined;
}

/** A search param restricted to known values; anything else is ignored. */
export function oneOf<T extends string | number>(
  params: SearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = param(params, key);
  return allowed.find((a) => String(a) === value);
}

/** Escapes regex metacharacters so visitor text is matched literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Case-insensitive "contains" match of `q` on any of `fields`; empty when there is no query. */
export function textMatch(q: string | undefined, fields: readonly string[]): QueryFilter {
  if (!q) return {};
  const regex = { $regex: escapeRegex(q), $options: 'i' };
  return fields.length === 1 ? { [fields[0]!]: regex } : { $or: fields.map((f) => ({ [f]: regex })) };
}

/** Drops undefined values so `{ rarity: undefined }` never reaches the filter. */
export function compact(filter: Record<string, unknown>): QueryFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** Joins filters with $and, skipping empty ones. */
export function allOf(...filters: QueryFilter[]): QueryFilter {
  const parts = filters.filter((f) => Object.keys(f).length > 0);
  if (parts.length === 0) return {};
  if (parts.length === 1) return parts[0]!;
  return { $and: parts };
}

/** Stable key for a filter form, so its fields reset when the URL changes. */
export function formKey(params: SearchParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/** The backend returns 100 documents unless told otherwise; list pages want every entry (max 1000). */
export const ALL = 1000;
