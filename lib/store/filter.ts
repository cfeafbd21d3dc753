import { Params } from './sql';
import { isPlainObject } from '@/lib/util/object';

/** A filter in the supported MongoDB query-language subset, already validated by lib/functions. */
export type Filter = Record<string, unknown>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** True when `value` is an operator expression such as {$gt: 1} rather than a literal. */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => key.startsWith('$'))
  );
}

const logicalOperators = new Set(['$and', '$or', '$nor']);

/**
 * True when an $elemMatch operand tests the element itself ({$gt: 1}) rather than its fields
 * ({b: 1}, {$or: [...]}): MongoDB's rule, shared by the validator and the translator.
 */
export function isValueElemMatch(condition: Record<string, unknown>): boolean {
  const keys = Object.keys(condition);
  return keys.length > 0 && keys.every((key) => key.startsWith('$') && !logicalOperators.has(key));
}

/** An element of $in / $nin / $all written as a regular expression ({$regex, $options}). */
export function isRegexObject(value: unknown): value is { $regex: string; $options?: string } {
  return (
    isPlainObject(value) &&
    typeof value.$regex === 'string' &&
    Object.keys(value).every((key) => key === '$regex' || key === '$options')
  );
}

/** A numeric segment such as the 0 of "tiers.0.picks": an array index or a field named "0". */
export function isPositional(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** A jsonpath accessor for one segment read as a field name. */
function member(segment: string): string {
  return `.${JSON.stringify(segment)}`;
}

/** The array index a segment names, when MongoDB would read it as one ("01" and huge numbers stay field names). */
function arrayIndex(segment: string): number | undefined {
  const index = Number(segment);
  return isPositional(segment) && String(index) === segment && index <= 2147483647 ? index : undefined;
}

/**
 * One way of reading a dotted path, as MongoDB's path iterator reads it: runs of field names,
 * each walked in lax jsonpath (which, like MongoDB, steps into the sub-documents of an array met
 * on the way, one level deep), separated by array indexes. A numeric segment after the first
 * is both: an index into an array there and a field name of the documents in it (or of an
 * object there), so each one doubles the routes (the validator caps them). A route that ends
 * with an index ends `whole`: MongoDB tests the element there as it is, without looking into it
 * when it is an array itself.
 */
export interface Route {
  /** Field names walked before each index, and after the last one: always one more than indexes. */
  runs: string[][];
  indexes: number[];
  whole: boolean;
}

/** The routes of a path; an empty path (the element itself, inside $elemMatch) is tested whole. */
export function routes(path: string[]): Route[] {
  let found: Route[] = [{ runs: [[]], indexes: [], whole: path.length === 0 }];
  for (const [i, segment] of path.entries()) {
    const index = i > 0 ? arrayIndex(segment) : undefined;
    found = found.flatMap((route) => {
      const asField: Route = {
        runs: [...route.runs.slice(0, -1), [...(route.runs.at(-1) as string[]), segment]],
        indexes: route.indexes,
        whole: false,
      };
      if (index === undefined) return [asField];
      return [asField, { runs: [...route.runs, []], indexes: [...route.indexes, index], whole: true }];
    });
  }
  return found;
}

/** The jsonpath, without its mode, of a run of field names read from `$` (`$` alone for none). */
function fieldsPath(run: string[]): string {
  return `$${run.map(member).join('')}`;
}

/** The lax jsonpath of a run of field names. */
function runPath(run: string[]): string {
  return `lax ${fieldsPath(run)}`;
}

/** The jsonpath that reads a route's last run from the value after its last index. */
function finalPath(route: Route): string {
  return route.whole ? 'strict $' : runPath(route.runs.at(-1) as string[]);
}

/**
 * The terms of a jsonpath boolean that hold when MongoDB would find the path missing along a run
 * of field names read from `$`: `$` (or a sub-document of an array there) lacks the first field, a
 * sub-document met on the way lacks the next field, or a scalar sits where a sub-document would
 * have to be. Scalars and arrays inside arrays do not count, nor an empty array
 * (null_query_semantics).
 */
function missingTerms(run: string[]): string[] {
  const prefix = (n: number) => fieldsPath(run.slice(0, n));
  const terms: string[] = [];
  for (let k = 0; k < run.length; k++) {
    terms.push(`exists(${prefix(k)} ? (@.type() == "object" && !exists(@${member(run[k] as string)})))`);
    if (k > 0) terms.push(`exists(${prefix(k)}.type() ? (@ != "object" && @ != "array"))`);
  }
  return terms;
}

/** The BSON types a JSON value can have, by $type alias; the other aliases match nothing here. */
export const bsonTypeAliases: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

const INT32 = '@ == @.floor() && @ >= -2147483648 && @ <= 2147483647';

/**
 * Translates validated filters to SQL over a JSONB expression (`data`, or an array element inside
 * $elemMatch). Scalar tests become jsonpath predicates (`@?` / `@@`, which the GIN index serves);
 * tests on whole arrays or objects walk the path's values with jsonb_path_query.
 */
class Translator {
  constructor(private readonly params: Params) {}

  filter(filter: Filter, root: string): string {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(filter)) {
      switch (key) {
        case '$and':
          parts.push(this.combine(value as Filter[], root, 'AND'));
          break;
        case '$or':
          parts.push(this.combine(value as Filter[], root, 'OR'));
          break;
        case '$nor':
          parts.push(`NOT ${this.combine(value as Filter[], root, 'OR')}`);
          break;
        case '$comment':
          break;
        default:
          if (key.startsWith('$')) throw new Error(`unsupported operator ${key}`);
          parts.push(this.field(key.split('.'), value, root));
      }
    }
    return this.join(parts, 'AND', 'TRUE');
  }

  /** The sub-filters of `$and`, `$or` or `$nor` joined by `op`; an empty list matches nothing. */
  private combine(filters: Filter[], root: string, op: 'AND' | 'OR'): string {
    return this.join(
      filters.map((sub) => this.filter(sub, root)),
      op,
      'FALSE',
    );
  }

  private join(parts: string[], op: 'AND' | 'OR', empty: string): string {
    if (parts.length === 0) return empty;
    if (parts.length === 1) return parts[0] as string;
    return `(${parts.join(` ${op} `)})`;
  }

  field(path: string[], condition: unknown, root: string): string {
    if (!isOperatorObject(condition)) return this.equals(path, condition as Json, root);
    return this.join(
      Object.entries(condition)
        .filter(([op]) => op !== '$options')
        .map(([op, operand]) => this.operator(path, op, operand, condition, root)),
      'AND',
      'TRUE',
    );
  }

  private operator(
    path: string[],
    op: string,
    operand: unknown,
    all: Record<string, unknown>,
    root: string,
  ): string {
    switch (op) {
      case '$eq':
        return this.equals(path, operand as Json, root);
      case '$ne':
        return `NOT ${this.equals(path, operand as Json, root)}`;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return this.compare(path, op, operand as string | number | boolean | null, root);
      case '$in':
        return this.anyOf(path, operand as Json[], root);
      case '$nin':
        return `NOT ${this.anyOf(path, operand as Json[], root)}`;
      case '$all':
        return this.allOf(path, operand as Json[], root);
      case '$exists':
        return operand ? this.exists(path, root) : `NOT ${this.exists(path, root)}`;
      case '$regex':
        return this.regex(
          path,
          operand as string,
          typeof all.$options === 'string' ? all.$options : '',
          root,
        );
      case '$size':
        return this.someValue(
          path,
          root,
          (v) =>
            `jsonb_typeof(${v}) = 'array' AND jsonb_array_length(${v}) = ${this.params.add(operand)}::int`,
        );
      case '$elemMatch':
        return this.elemMatch(path, operand as Record<string, unknown>, root);
      case '$not':
        return `NOT ${this.field(path, operand, root)}`;
      case '$type':
        return this.join(
          (Array.isArray(operand) ? operand : [operand]).map((type) =>
            this.type(path, type as string | number, root),
          ),
          'OR',
          'FALSE',
        );
      case '$mod': {
        const [divisor, remainder] = (operand as number[]).map((n) => Math.trunc(n));
        // MongoDB truncates the value to an integer first; jsonpath's % keeps the dividend's sign, as C does.
        return this.scalarTest(
          path,
          `@.type() == "number" && (@ - @ % 1) % ${jsonPathLiteral(divisor as number)} == ${jsonPathLiteral(remainder as number)}`,
          root,
        );
      }
      default:
        throw new Error(`unsupported operator ${op}`);
    }
  }

  /** `root @? jsonpath`: does the jsonpath select anything? */
  private pathMatches(root: string, jsonpath: string): string {
    return `(${root} @? ${this.params.add(jsonpath)}::jsonpath)`;
  }

  /**
   * The SQL that walks a route up to its last index: lateral jsonb_path_query calls, one per run,
   * each read from the element at the index before it (SQL NULL, and so no rows, when the value
   * there is not an array or the index is past its end). `at` is the value
   * the last run starts from: `root` itself when the route has no index.
   */
  private chain(route: Route, root: string): { from?: string; at: string } {
    let at = root;
    const from: string[] = [];
    route.indexes.forEach((index, j) => {
      const w = this.params.alias('w');
      from.push(
        `jsonb_path_query(${at}, ${this.params.add(runPath(route.runs[j] as string[]))}::jsonpath) AS ${w}`,
      );
      // `->` would read a scalar as a one-element array, so the type is checked first.
      at = `(CASE WHEN jsonb_typeof(${w}) = 'array' THEN ${w} -> ${index} END)`;
    });
    return from.length > 0 ? { from: from.join(' CROSS JOIN LATERAL '), at } : { at };
  }

  /** ORs `test` over the path's routes; `test` gets the value each route's last run starts from. */
  private overRoutes(path: string[], root: string, test: (at: string, route: Route) => string): string {
    return this.join(
      routes(path).map((route) => {
        const { from, at } = this.chain(route, root);
        return from ? `EXISTS (SELECT 1 FROM ${from} WHERE ${test(at, route)})` : test(at, route);
      }),
      'OR',
      'FALSE',
    );
  }

  private exists(path: string[], root: string): string {
    return this.overRoutes(path, root, (at, route) => this.pathMatches(at, finalPath(route)));
  }

  /**
   * Some value at the path satisfies `predicate`, given the value and whether MongoDB would also
   * look at its elements (false at the end of a route that ends with an index).
   */
  private someValue(
    path: string[],
    root: string,
    predicate: (value: string, whole: boolean) => string,
  ): string {
    return this.overRoutes(path, root, (at, route) => {
      const v = this.params.alias('v');
      return `EXISTS (SELECT 1 FROM jsonb_path_query(${at}, ${this.params.add(finalPath(route))}::jsonpath) AS ${v} WHERE ${predicate(v, route.whole)})`;
    });
  }

  /**
   * A scalar predicate on the values at the path and the elements of arrays there. The lax filter
   * unwraps one array level; the type guard stops the comparison from unwrapping a second one.
   * A route ending whole (the element itself inside $elemMatch, or at an index) is read in
   * strict mode, which does not unwrap.
   */
  private scalarTest(path: string[], predicate: string, root: string): string {
    return this.overRoutes(path, root, (at, route) =>
      this.pathMatches(at, `${finalPath(route)} ? (@.type() != "array" && ${predicate})`),
    );
  }

  /**
   * Equality with any of `values`. Scalars share one jsonpath test (one parameter, one pass over
   * the path's values) instead of one test each, which kept a 1000-value $in planning for seconds;
   * string values for the top-level _id use the primary key.
   */
  private anyOf(path: string[], values: Json[], root: string): string {
    const parts: string[] = [];
    const scalars: (string | number | boolean)[] = [];
    const ids: string[] = [];
    let hasNull = false;
    for (const value of values) {
      if (root === 'data' && path.length === 1 && path[0] === '_id' && typeof value === 'string')
        ids.push(value);
      else if (value === null) hasNull = true;
      else if (typeof value !== 'object') scalars.push(value);
      else if (isRegexObject(value)) parts.push(this.regex(path, value.$regex, value.$options ?? '', root));
      else parts.push(this.equals(path, value, root));
    }
    if (hasNull) parts.unshift(this.equalsNull(path, root));
    if (ids.length > 0) parts.unshift(`id = ANY(${this.params.add(ids)}::text[])`);
    if (scalars.length > 0) {
      const test = [...new Set(scalars)].map((value) => `@ == ${jsonPathLiteral(value)}`).join(' || ');
      parts.unshift(this.scalarTest(path, `(${test})`, root));
    }
    return this.join(parts, 'OR', 'FALSE');
  }

  /** $all: every value is there (a regex matches some value), or every $elemMatch matches an element. */
  private allOf(path: string[], values: Json[], root: string): string {
    return this.join(
      values.map((value) => {
        if (isRegexObject(value)) return this.regex(path, value.$regex, value.$options ?? '', root);
        if (isPlainObject(value) && '$elemMatch' in value)
          return this.elemMatch(path, value.$elemMatch as Record<string, unknown>, root);
        return this.equals(path, value, root);
      }),
      'AND',
      'FALSE',
    );
  }

  private equals(path: string[], value: Json, root: string): string {
    if (value === null) return this.equalsNull(path, root);
    if (typeof value !== 'object') return this.scalarTest(path, `@ == ${jsonPathLiteral(value)}`, root);
    const literal = this.params.add(JSON.stringify(value));
    if (path.length === 0) return `${root} = ${literal}::jsonb`;
    return this.someValue(path, root, (v, whole) =>
      whole
        ? `${v} = ${literal}::jsonb`
        : `(${v} = ${literal}::jsonb OR (jsonb_typeof(${v}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS el WHERE el = ${literal}::jsonb)))`,
    );
  }

  /**
   * {path: null}, as MongoDB does it: a null value or array element at the path, or the path
   * missing somewhere along the way (missingTerms, bareArray), on each route. After an index the
   * element there starts a new run: a sub-document (or the sub-documents of an array) lacking
   * the next field counts, a scalar or an index past the end does not (MongoDB's iterator yields
   * nothing there). A route ending with an index matches only a null element.
   */
  private equalsNull(path: string[], root: string): string {
    if (path.length === 0) return this.scalarTest(path, '@ == null', root);
    return this.join(
      routes(path).flatMap((route) =>
        route.runs.map((run, j) => {
          const last = j === route.runs.length - 1;
          const { from, at } = this.chain({ ...route, indexes: route.indexes.slice(0, j) }, root);
          const terms = missingTerms(run);
          if (last && !route.whole)
            terms.push(`exists(${fieldsPath(run)} ? (@.type() != "array" && @ == null))`);
          const tests =
            last && route.whole
              ? [`${at} = 'null'::jsonb`]
              : terms.length > 0
                ? [`(${at} @@ ${this.params.add(`lax ${terms.join(' || ')}`)}::jsonpath)`]
                : [];
          run.forEach((segment, k) => {
            if ((j > 0 || k > 0) && arrayIndex(segment) === undefined) tests.push(this.bareArray(run, k, at));
          });
          const test = this.join(tests, 'OR', 'FALSE');
          return from ? `EXISTS (SELECT 1 FROM ${from} WHERE ${test})` : test;
        }),
      ),
      'OR',
      'FALSE',
    );
  }

  /**
   * SQL true when the value before the run's k-th field is an array holding no sub-document: it
   * gives that field no value at all, which MongoDB (null_query_semantics.js, SERVER-36681)
   * counts as missing, so {"a.b": null} matches [], [[]] and [1, "x"]. Not before a number:
   * there the array is indexed ({"a.1": null} does not match [7, 8, 9], minimongo's cases).
   */
  private bareArray(run: string[], k: number, at: string): string {
    const p = this.params.alias('p');
    const before = this.params.add(runPath(run.slice(0, k)));
    const hasDocument = this.params.add('strict $[*] ? (@.type() == "object")');
    return `EXISTS (SELECT 1 FROM jsonb_path_query(${at}, ${before}::jsonpath) AS ${p} WHERE jsonb_typeof(${p}) = 'array' AND NOT (${p} @? ${hasDocument}::jsonpath))`;
  }

  private compare(
    path: string[],
    op: '$gt' | '$gte' | '$lt' | '$lte',
    value: string | number | boolean | null,
    root: string,
  ): string {
    // null is the least value a JSON field can have: $gte/$lte null mean equality with null.
    if (value === null) return op === '$gte' || op === '$lte' ? this.equalsNull(path, root) : 'FALSE';
    const sqlOp = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op];
    // jsonpath compares only values of the same type, which is MongoDB's type bracketing.
    return this.scalarTest(path, `@ ${sqlOp} ${jsonPathLiteral(value)}`, root);
  }

  private regex(path: string[], pattern: string, options: string, root: string): string {
    const flags = [...new Set(options)].filter((flag) => 'ims'.includes(flag)).join('');
    const flagPart = flags ? ` flag ${JSON.stringify(flags)}` : '';
    return this.scalarTest(
      path,
      `@.type() == "string" && @ like_regex ${JSON.stringify(pattern)}${flagPart}`,
      root,
    );
  }

  private type(path: string[], type: string | number, root: string): string {
    const code = typeof type === 'number' ? type : type === 'number' ? 'number' : bsonTypeAliases[type];
    switch (code) {
      case 'number':
        return this.scalarTest(path, '@.type() == "number"', root);
      case 1:
        return this.scalarTest(path, `@.type() == "number" && !(${INT32})`, root);
      case 16:
        return this.scalarTest(path, `@.type() == "number" && ${INT32}`, root);
      case 2:
        return this.scalarTest(path, '@.type() == "string"', root);
      case 3:
        return this.scalarTest(path, '@.type() == "object"', root);
      case 8:
        return this.scalarTest(path, '@.type() == "boolean"', root);
      case 10:
        return this.scalarTest(path, '@.type() == "null"', root);
      case 4:
        return this.overRoutes(path, root, (at, route) =>
          this.pathMatches(at, `${finalPath(route)}.type() ? (@ == "array")`),
        );
      default:
        return 'FALSE';
    }
  }

  /**
   * $elemMatch: one element of an array at the path meets the whole condition. With field
   * conditions MongoDB reads a sub-document element, and also an array element as the document
   * its positions make ({"0": ..., "1": ...}), so {"0": {$gt: 5}} tests an inner array's first
   * element and {b: null} matches an inner array (it has no b); scalars never match.
   */
  private elemMatch(path: string[], condition: Record<string, unknown>, root: string): string {
    const element = this.params.alias('e');
    if (isValueElemMatch(condition)) {
      const inner = this.field([], condition, element);
      return this.someValue(
        path,
        root,
        (v) =>
          `jsonb_typeof(${v}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS ${element} WHERE ${inner})`,
      );
    }
    const raw = this.params.alias('r');
    const doc = this.params.alias('d');
    const inner = this.filter(condition, `${doc}.${element}`);
    const asDocument =
      `CASE WHEN jsonb_typeof(${raw}) = 'array' THEN COALESCE((SELECT jsonb_object_agg((i - 1)::text, x) ` +
      `FROM jsonb_array_elements(${raw}) WITH ORDINALITY AS t(x, i)), '{}'::jsonb) ELSE ${raw} END`;
    return this.someValue(
      path,
      root,
      (v) =>
        `jsonb_typeof(${v}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS ${raw} ` +
        `CROSS JOIN LATERAL (SELECT ${asDocument} AS ${element}) AS ${doc} ` +
        `WHERE jsonb_typeof(${raw}) IN ('object', 'array') AND ${inner})`,
    );
  }

  /** SQL true when {path: null} would hold: the sort uses it to give a missing key the value null. */
  nullOrMissing(path: string[], root: string): string {
    return this.equalsNull(path, root);
  }
}

/** A jsonpath literal for a scalar; JSON string escapes are valid jsonpath escapes. */
function jsonPathLiteral(value: string | number | boolean | null): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('non-finite number in filter');
  return JSON.stringify(value);
}

/** Translates a validated filter to a SQL boolean expression over `root`, adding its parameters. */
export function filterToSql(filter: Filter, params: Params, root = 'data'): string {
  return new Translator(params).filter(filter, root);
}

/** SQL true when the document's path is null or missing, as {path: null} matches it. */
export function nullOrMissingSql(path: string[], params: Params, root = 'data'): string {
  return new Translator(params).nullOrMissing(path, root);
}

/** The `_id` a filter pins at its top level, if any, so the primary key can serve the lookup. */
export function pinnedId(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (isOperatorObject(id) && typeof id.$eq === 'string') return id.$eq;
  return undefined;
}
