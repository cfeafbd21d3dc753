import { Params } from './sql';

/** A filter in the supported MongoDB query-language subset, already validated by lib/functions. */
export type Filter = Record<string, unknown>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` is an operator expression such as {$gt: 1} rather than a literal. */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => key.startsWith('$'))
  );
}

/** A lax-mode jsonpath for a dotted field path; `lax` gives MongoDB's one-level array traversal. */
function jsonPath(path: string[]): string {
  return `lax $${path.map((segment) => `.${JSON.stringify(segment)}`).join('')}`;
}

/** A jsonpath literal for a scalar; JSON string escapes are valid jsonpath escapes. */
function jsonPathLiteral(value: string | number | boolean | null): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('non-finite number in filter');
  return JSON.stringify(value);
}

/**
 * Translates validated filters to SQL over a JSONB expression (`data`, or an array element inside
 * $elemMatch). Scalar tests become jsonpath predicates (`@?`, which the GIN index serves); tests on
 * whole arrays or objects walk the path's values with jsonb_path_query.
 */
class Translator {
  constructor(private readonly params: Params) {}

  filter(filter: Filter, root: string): string {
    const parts = Object.entries(filter).map(([key, value]) => {
      switch (key) {
        case '$and':
          return this.join(
            (value as Filter[]).map((sub) => this.filter(sub, root)),
            'AND',
            'FALSE',
          );
        case '$or':
          return this.join(
            (value as Filter[]).map((sub) => this.filter(sub, root)),
            'OR',
            'FALSE',
          );
        case '$nor':
          return `NOT ${this.join(
            (value as Filter[]).map((sub) => this.filter(sub, root)),
            'OR',
            'FALSE',
          )}`;
        default:
          if (key.startsWith('$')) throw new Error(`unsupported operator ${key}`);
          return this.field(key.split('.'), value, root);
      }
    });
    return this.join(parts, 'AND', 'TRUE');
  }

  private join(parts: string[], op: 'AND' | 'OR', empty: string): string {
    if (parts.length === 0) return empty;
    if (parts.length === 1) return parts[0] as string;
    return `(${parts.join(` ${op} `)})`;
  }

  private field(path: string[], condition: unknown, root: string): string {
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
        return this.join(
          (operand as Json[]).map((value) => this.equals(path, value, root)),
          'AND',
          'FALSE',
        );
      case '$exists':
        return operand
          ? this.pathMatches(root, jsonPath(path))
          : `NOT ${this.pathMatches(root, jsonPath(path))}`;
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
      default:
        throw new Error(`unsupported operator ${op}`);
    }
  }

  /** `root @? jsonpath`: does the path (with an optional filter) select anything? */
  private pathMatches(root: string, path: string): string {
    return `(${root} @? ${this.params.add(path)}::jsonpath)`;
  }

  /** Some value at the path (before array expansion) satisfies `predicate`. */
  private someValue(path: string[], root: string, predicate: (value: string) => string): string {
    const v = this.params.alias('v');
    return `EXISTS (SELECT 1 FROM jsonb_path_query(${root}, ${this.params.add(jsonPath(path))}::jsonpath) AS ${v} WHERE ${predicate(v)})`;
  }

  /**
   * A scalar predicate on the values at the path and the elements of arrays there. The lax filter
   * unwraps one array level; the type guard stops the comparison from unwrapping a second one.
   */
  private scalarTest(path: string[], predicate: string, root: string): string {
    return this.pathMatches(root, `${jsonPath(path)} ? (@.type() != "array" && ${predicate})`);
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
    for (const value of values) {
      if (root === 'data' && path.length === 1 && path[0] === '_id' && typeof value === 'string')
        ids.push(value);
      else if (value !== null && typeof value !== 'object') scalars.push(value);
      else parts.push(this.equals(path, value, root));
    }
    if (ids.length > 0) parts.unshift(`id = ANY(${this.params.add(ids)}::text[])`);
    if (scalars.length > 0) {
      const test = [...new Set(scalars)].map((value) => `@ == ${jsonPathLiteral(value)}`).join(' || ');
      parts.unshift(this.scalarTest(path, `(${test})`, root));
    }
    return this.join(parts, 'OR', 'FALSE');
  }

  private equals(path: string[], value: Json, root: string): string {
    if (value === null) return this.equalsNull(path, root);
    if (typeof value !== 'object') return this.scalarTest(path, `@ == ${jsonPathLiteral(value)}`, root);
    const literal = this.params.add(JSON.stringify(value));
    return this.someValue(
      path,
      root,
      (v) =>
        `(${v} = ${literal}::jsonb OR (jsonb_typeof(${v}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS el WHERE el = ${literal}::jsonb)))`,
    );
  }

  /**
   * {path: null}: a null value or array element, or the path missing without passing through an
   * array (mingo's rule; MongoDB also counts array elements that lack the field).
   */
  private equalsNull(path: string[], root: string): string {
    const hasNull = this.scalarTest(path, '@ == null', root);
    const noArrayOnTheWay = path
      .slice(0, -1)
      .map(
        (_, i) =>
          `NOT COALESCE(${root} @@ ${this.params.add(`${jsonPath(path.slice(0, i + 1))}.type() == "array"`)}::jsonpath, FALSE)`,
      );
    const missing = this.join(
      [`NOT ${this.pathMatches(root, jsonPath(path))}`, ...noArrayOnTheWay],
      'AND',
      'TRUE',
    );
    return `(${hasNull} OR ${missing})`;
  }

  private compare(
    path: string[],
    op: '$gt' | '$gte' | '$lt' | '$lte',
    value: string | number | boolean | null,
    root: string,
  ): string {
    if (value === null)
      return op === '$gte' || op === '$lte' ? this.scalarTest(path, '@ == null', root) : 'FALSE';
    const sqlOp = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op];
    // jsonpath compares only values of the same type, which is MongoDB's type bracketing.
    return this.scalarTest(path, `@ ${sqlOp} ${jsonPathLiteral(value)}`, root);
  }

  private regex(path: string[], pattern: string, options: string, root: string): string {
    const flags = [...new Set(options)].filter((flag) => 'imsx'.includes(flag)).join('');
    const flagPart = flags ? ` flag ${JSON.stringify(flags)}` : '';
    return this.scalarTest(
      path,
      `@.type() == "string" && @ like_regex ${JSON.stringify(pattern)}${flagPart}`,
      root,
    );
  }

  private elemMatch(path: string[], condition: Record<string, unknown>, root: string): string {
    const element = this.params.alias('e');
    const inner = isOperatorObject(condition)
      ? this.field([], condition, element)
      : `jsonb_typeof(${element}) = 'object' AND ${this.filter(condition, element)}`;
    return this.someValue(
      path,
      root,
      (v) =>
        `jsonb_typeof(${v}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS ${element} WHERE ${inner})`,
    );
  }
}

/** Translates a validated filter to a SQL boolean expression over `root`, adding its parameters. */
export function filterToSql(filter: Filter, params: Params, root = 'data'): string {
  return new Translator(params).filter(filter, root);
}

/** The `_id` a filter pins at its top level, if any, so the primary key can serve the lookup. */
export function pinnedId(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (isOperatorObject(id) && typeof id.$eq === 'string') return id.$eq;
  return undefined;
}
