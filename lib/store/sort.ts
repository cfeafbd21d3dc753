import { Params } from './sql';

/** Sort keys in order: dotted path → 1 (ascending) or -1 (descending). */
export type Sort = Record<string, 1 | -1>;

/**
 * ORDER BY terms in MongoDB's cross-type order (missing/null < numbers < strings < objects <
 * arrays < booleans), strings by code point, ties broken by _id so pages are stable.
 */
export function sortToSql(sort: Sort | undefined, params: Params): string {
  const terms: string[] = [];
  for (const [path, direction] of Object.entries(sort ?? {})) {
    const dir = direction === -1 ? 'DESC' : 'ASC';
    const value = `(data #> ${params.add(path.split('.'))}::text[])`;
    terms.push(
      `CASE jsonb_typeof(${value}) WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END ${dir}`,
      `CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::numeric END ${dir}`,
      `CASE WHEN jsonb_typeof(${value}) = 'string' THEN (${value} #>> '{}') END COLLATE "C" ${dir}`,
      `CASE WHEN jsonb_typeof(${value}) = 'boolean' THEN (${value})::boolean END ${dir}`,
      `CASE WHEN jsonb_typeof(${value}) IN ('object', 'array') THEN ${value} END ${dir}`,
    );
  }
  terms.push('id COLLATE "C" ASC');
  return terms.join(', ');
}
