import { isPositional, nullOrMissingSql } from './filter';
import { Params } from './sql';

/** Sort keys in order: dotted path → 1 (ascending) or -1 (descending). */
export type Sort = Record<string, 1 | -1>;

/** A jsonpath accessor for one segment read as a field name. */
function member(segment: string): string {
  return `.${JSON.stringify(segment)}`;
}

/**
 * The jsonpaths that together select a sort key's values as MongoDB generates sort keys: lax
 * mode walks an array met on the way one level deep. A positional segment (the 0 of
 * "tiers.0.picks") is an array index when the value before it is an array and a field name only
 * when it is an object; a query reads it both ways in an array (filter.ts routes), a sort key
 * does not. Each one doubles the variants (the validator caps them). The type guard is a filter
 * on the value's holder, written before the holder's accessor, because a filter on the value
 * itself would be unwrapped by lax mode and an index on a non-array would wrap it.
 */
function keyPathVariants(path: string[]): string[] {
  if (path.length === 0) return ['strict $'];
  let variants: { steps: string[]; guards: (string | undefined)[] }[] = [{ steps: [], guards: [] }];
  for (const [i, segment] of path.entries()) {
    const choices: [string, string | undefined][] =
      i > 0 && isPositional(segment)
        ? [
            [`[${segment}]`, 'array'],
            [member(segment), 'object'],
          ]
        : [[member(segment), undefined]];
    variants = variants.flatMap((v) =>
      choices.map(([step, guard]) => ({ steps: [...v.steps, step], guards: [...v.guards, guard] })),
    );
  }
  return variants.map(({ steps, guards }) => {
    let text = '$';
    steps.forEach((step, i) => {
      const guard = guards[i + 1];
      if (guard) text += ` ? (@${step}.type() == "${guard}")`;
      text += step;
    });
    return `lax ${text}`;
  });
}

/**
 * The sort key of one JSON value as a record compared field by field, in BSON's order across
 * types: an empty array (0) < null and missing (1) < numbers (2) < strings (3) < objects (4) <
 * arrays (5) < booleans (6). Numbers compare as numeric, strings by code point (their UTF-8
 * bytes), booleans false < true, objects and arrays by lanternfall_sort_bytes.
 */
function keyRecord(x: string): string {
  return (
    `ROW(CASE jsonb_typeof(${x}) WHEN 'number' THEN 2 WHEN 'string' THEN 3 WHEN 'object' THEN 4 ` +
    `WHEN 'array' THEN 5 WHEN 'boolean' THEN 6 ELSE 1 END, ` +
    `CASE WHEN jsonb_typeof(${x}) = 'number' THEN (${x})::numeric END, ` +
    `CASE WHEN jsonb_typeof(${x}) = 'string' THEN convert_to(${x} #>> '{}', 'UTF8') END, ` +
    `CASE WHEN jsonb_typeof(${x}) = 'boolean' THEN (${x})::boolean END, ` +
    `CASE WHEN jsonb_typeof(${x}) IN ('object', 'array') THEN lanternfall_sort_bytes(${x}) END)`
  );
}

const EMPTY_ARRAY_KEY = 'ROW(0, NULL::numeric, NULL::bytea, NULL::boolean, NULL::bytea)';
const NULL_KEY = 'ROW(1, NULL::numeric, NULL::bytea, NULL::boolean, NULL::bytea)';

/**
 * An object or array as bytes that compare as MongoDB compares them (BSON order): an array
 * element by element, a shorter one first when it is a prefix; an object field by field (the
 * value's type, the name, the value) in the order jsonb keeps its keys; every value opens with
 * its type's byte and a zero byte closes strings, arrays and objects. Numbers become their IEEE
 * double with the sign bit flipped (all bits for negatives), which orders as the numbers do.
 * PL/pgSQL because it calls itself, which a SQL function body may not at creation.
 */
const sortBytesFunction = `CREATE OR REPLACE FUNCTION lanternfall_sort_bytes(value jsonb) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    out bytea;
    item jsonb;
    name text;
  BEGIN
    CASE jsonb_typeof(value)
      WHEN 'number' THEN
        out := float8send(value::float8 + 0.0);
        IF get_bit(out, 7) = 1 THEN
          FOR i IN 0..7 LOOP
            out := set_byte(out, i, 255 - get_byte(out, i));
          END LOOP;
        ELSE
          out := set_byte(out, 0, get_byte(out, 0) | 128);
        END IF;
        RETURN '\\x02'::bytea || out;
      WHEN 'string' THEN
        RETURN '\\x03'::bytea || convert_to(value #>> '{}', 'UTF8') || '\\x00'::bytea;
      WHEN 'boolean' THEN
        RETURN CASE WHEN value::boolean THEN '\\x0601'::bytea ELSE '\\x0600'::bytea END;
      WHEN 'array' THEN
        out := '\\x05'::bytea;
        FOR item IN SELECT x FROM jsonb_array_elements(value) WITH ORDINALITY AS t(x, i) ORDER BY i LOOP
          out := out || lanternfall_sort_bytes(item);
        END LOOP;
        RETURN out || '\\x00'::bytea;
      WHEN 'object' THEN
        out := '\\x04'::bytea;
        FOR name, item IN SELECT key, v FROM jsonb_each(value) AS e(key, v) LOOP
          out := out || substring(lanternfall_sort_bytes(item) FROM 1 FOR 1) || convert_to(name, 'UTF8') ||
            '\\x00'::bytea || lanternfall_sort_bytes(item);
        END LOOP;
        RETURN out || '\\x00'::bytea;
      ELSE
        RETURN '\\x01'::bytea;
    END CASE;
  END $$`;

/**
 * SQL functions (created by the migration) giving an array's least (lanternfall_array_min) or
 * greatest (lanternfall_array_max) element in BSON order, or SQL NULL for an empty array.
 * IMMUTABLE, so the sort terms over them stay expressions an expression index could serve.
 */
export const sortKeyFunctions = [
  sortBytesFunction,
  ...(['min', 'max'] as const).map(
    (end) => `CREATE OR REPLACE FUNCTION lanternfall_array_${end}(value jsonb) RETURNS jsonb
     LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
       SELECT el FROM jsonb_array_elements(value) AS el
       ORDER BY ${keyRecord('el')} ${end === 'min' ? 'ASC' : 'DESC'} LIMIT 1
     $$`,
  ),
];

/**
 * ORDER BY terms in MongoDB's order, ties broken by _id so pages are stable.
 *
 * A simple path (one field name) keeps the plain terms it always had (type rank, number, string
 * by code point, boolean, object/array) over `data #> path`, except that an array there is
 * replaced by its least (ascending) or greatest (descending) element. The terms read `data`
 * many times: findSql hands them each document unpacked once (sortReadsDocuments). `_id` is the
 * row's id column. A path with dots or a position gathers its candidate keys the way MongoDB
 * does (values through arrays of sub-documents, array elements, null for a missing field, an
 * empty array below null) and orders by the least or greatest one, compared as one record.
 */
export function sortToSql(sort: Sort | undefined, params: Params): string {
  const terms: string[] = [];
  for (const [path, direction] of Object.entries(sort ?? {})) {
    const dir = direction === -1 ? 'DESC' : 'ASC';
    const segments = path.split('.');
    if (path === '_id') {
      // _id is always a string (the protocol refuses any other) and is the row's id column.
      terms.push(`id COLLATE "C" ${dir}`);
      continue;
    }
    if (segments.length === 1 && !isPositional(path)) {
      const value = `(data #> ${params.add(segments)}::text[])`;
      const key = `(CASE WHEN jsonb_typeof(${value}) = 'array' THEN lanternfall_array_${direction === -1 ? 'max' : 'min'}(${value}) ELSE ${value} END)`;
      terms.push(
        `CASE jsonb_typeof(${key}) WHEN 'number' THEN 2 WHEN 'string' THEN 3 WHEN 'object' THEN 4 WHEN 'array' THEN 5 WHEN 'boolean' THEN 6 ELSE CASE WHEN ${value} = '[]'::jsonb THEN 0 ELSE 1 END END ${dir}`,
        `CASE WHEN jsonb_typeof(${key}) = 'number' THEN (${key})::numeric END ${dir}`,
        `CASE WHEN jsonb_typeof(${key}) = 'string' THEN (${key} #>> '{}') END COLLATE "C" ${dir}`,
        `CASE WHEN jsonb_typeof(${key}) = 'boolean' THEN (${key})::boolean END ${dir}`,
        `CASE WHEN jsonb_typeof(${key}) IN ('object', 'array') THEN lanternfall_sort_bytes(${key}) END ${dir}`,
      );
      continue;
    }
    const candidates = keyPathVariants(segments).map(
      (variant) =>
        `SELECT CASE WHEN v = '[]'::jsonb THEN ${EMPTY_ARRAY_KEY} ELSE ${keyRecord('x')} END AS k ` +
        `FROM jsonb_path_query(data, ${params.add(variant)}::jsonpath) AS v CROSS JOIN LATERAL jsonb_array_elements(` +
        `CASE WHEN jsonb_typeof(v) = 'array' AND v <> '[]'::jsonb THEN v ELSE jsonb_build_array(v) END) AS x`,
    );
    // A missing key sorts as null; past an index that is only when nothing is found (the COALESCE).
    if (!segments.some((segment, i) => i > 0 && isPositional(segment)))
      candidates.push(`SELECT ${NULL_KEY} WHERE ${nullOrMissingSql(segments, params)}`);
    terms.push(
      `COALESCE((SELECT k FROM (${candidates.join(' UNION ALL ')}) AS keys ORDER BY k ${dir} LIMIT 1), ${NULL_KEY}) ${dir}`,
    );
  }
  terms.push('id COLLATE "C" ASC');
  return terms.join(', ');
}

/** True when a sort reads the documents themselves (any key but `_id`, which is the id column). */
export function sortReadsDocuments(sort: Sort | undefined): boolean {
  return Object.keys(sort ?? {}).some((path) => path !== '_id');
}
