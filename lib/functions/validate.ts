import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';
import type { Filter, Projection, Sort } from '@/lib/store';
import { bsonTypeAliases, isPositional, isRegexObject, isValueElemMatch } from '@/lib/store/filter';
import { DataError } from '@/lib/errors';
import { limits } from './limits';
import { isPlainObject } from '@/lib/util/object';

/** What one filter has spent of its budget so far (conditions and regexes, over every level). */
interface Budget {
  conditions: number;
  regexes: number;
  values: number;
}

function spend(budget: Budget, kind: keyof Budget, where: string, amount = 1): void {
  budget[kind] += amount;
  if (kind === 'values' && budget.values > limits.arrayLength) {
    throw bad(
      `${where}: a filter may list at most ${limits.arrayLength} values in $in, $nin and $all together`,
    );
  }
  if (kind === 'conditions' && budget.conditions > limits.filterConditions) {
    throw bad(`${where}: a filter may hold at most ${limits.filterConditions} conditions`);
  }
  if (kind === 'regexes' && budget.regexes > limits.regexCount) {
    throw bad(`${where}: a filter may hold at most ${limits.regexCount} $regex conditions`);
  }
}

const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);
/** MongoDB operators this store does not offer: refused as "not allowed" rather than "unknown". */
export const refusedOperators = new Set([
  '$where',
  '$expr',
  '$function',
  '$accumulator',
  '$jsonSchema',
  '$text',
]);
const logical = new Set(['$and', '$or', '$nor']);
const scalarOperators = new Set(['$gt', '$gte', '$lt', '$lte']);
const arrayOperators = new Set(['$in', '$nin', '$all']);
/** The operators a filter may use on a field. */
export const fieldOperators = new Set([
  '$eq',
  '$ne',
  ...scalarOperators,
  ...arrayOperators,
  '$exists',
  '$regex',
  '$options',
  '$elemMatch',
  '$size',
  '$not',
  '$type',
  '$mod',
]);

function bad(message: string): DataError {
  return new DataError('bad_request', message);
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Checks a dotted field path: no operators, prototype keys or empty segments, and at most
 * limits.positionalSegments positions ("tiers.0.picks"): each one doubles the routes a filter or
 * sort on the path is read by.
 */
export function checkPath(path: string, where: string): void {
  if (path.length === 0 || path.length > limits.pathLength) {
    throw bad(`${where}: field path must be 1 to ${limits.pathLength} characters`);
  }
  const segments = path.split('.');
  let positions = 0;
  for (const [i, segment] of segments.entries()) {
    if (segment === '') throw bad(`${where}: field path "${path}" has an empty segment`);
    if (forbiddenSegments.has(segment)) throw bad(`${where}: field name "${segment}" is not allowed`);
    if (segment.startsWith('$')) throw bad(`${where}: unknown operator ${segment}`);
    if (i > 0 && isPositional(segment)) {
      positions += 1;
      if (positions > limits.positionalSegments)
        throw bad(
          `${where}: field path "${path}" has more than ${limits.positionalSegments} array positions`,
        );
    }
  }
}

/** Checks a literal JSON value (an equality operand or a document): no prototype or $ keys. */
export function checkLiteral(value: unknown, where: string, depth: number): void {
  if (depth > limits.filterDepth) throw bad(`${where}: nested deeper than ${limits.filterDepth} levels`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw bad(`${where}: numbers must be finite`);
  if (Array.isArray(value)) {
    if (value.length > limits.arrayLength)
      throw bad(`${where}: arrays may hold at most ${limits.arrayLength} values`);
    value.forEach((item, i) => checkLiteral(item, `${where}[${i}]`, depth + 1));
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (forbiddenSegments.has(key)) throw bad(`${where}: field name "${key}" is not allowed`);
    if (key.startsWith('$')) throw bad(`${where}: unknown operator ${key}`);
    checkLiteral(item, `${where}.${key}`, depth + 1);
  }
}

/** The first object of more than one field inside an equality operand, if any. */
function multiFieldObject(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = multiFieldObject(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  if (Object.keys(value).length > 1) return value;
  for (const item of Object.values(value)) {
    const found = multiFieldObject(item);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses equality with an embedded document of several fields ({a: {b: 12, c: 13}}, also inside
 * an array or $in): MongoDB compares embedded documents field by field in the order they were
 * stored, and JSONB keeps no order, so any answer could differ from MongoDB's.
 */
function checkEqualityOperand(value: unknown, path: string, where: string): void {
  const object = multiFieldObject(value);
  if (!object) return;
  const fields = Object.keys(object);
  const dotted = fields
    .slice(0, 2)
    .map((field) => `"${path}.${field.slice(0, 32)}": ...`)
    .join(', ');
  throw bad(
    `${where}: equality with an embedded document of several fields is not supported: MongoDB compares ` +
      `their fields in stored order, which this store does not keep; match each field with a dotted ` +
      `path instead, e.g. {${dotted}}`,
  );
}

function operatorName(key: string): never {
  if (refusedOperators.has(key)) throw bad(`operator ${key} is not allowed`);
  throw bad(`unknown operator ${key}`);
}

function checkOperators(expr: Record<string, unknown>, path: string, depth: number, budget: Budget): void {
  if (depth > limits.filterDepth) throw bad(`filter is nested deeper than ${limits.filterDepth} levels`);
  const keys = Object.keys(expr);
  if (!keys.every((key) => key.startsWith('$'))) {
    throw bad(`${path}: cannot mix operators and field names in one condition`);
  }
  if ('$options' in expr && !('$regex' in expr)) throw bad(`${path}: $options needs $regex`);
  for (const [op, operand] of Object.entries(expr)) {
    const where = `${path}.${op}`;
    if (!fieldOperators.has(op)) operatorName(op);
    if (op !== '$options' && op !== '$not' && op !== '$elemMatch') spend(budget, 'conditions', where);
    if (op === '$eq' || op === '$ne') {
      checkLiteral(operand, where, depth + 1);
      checkEqualityOperand(operand, path, where);
    } else if (scalarOperators.has(op)) {
      if (!isScalar(operand)) throw bad(`${where} needs a string, number, boolean or null`);
      checkLiteral(operand, where, depth + 1);
    } else if (arrayOperators.has(op)) {
      if (!Array.isArray(operand)) throw bad(`${where} needs an array`);
      // $all tests every value separately; $in / $nin scalars become one combined test.
      if (op === '$all' && operand.length > limits.branchLength)
        throw bad(`${where} may hold at most ${limits.branchLength} values`);
      spend(budget, 'values', where, operand.length);
      checkValueList(op, operand, path, depth, budget);
    } else if (op === '$exists') {
      if (typeof operand !== 'boolean' && operand !== 0 && operand !== 1)
        throw bad(`${where} needs true, false, 1 or 0`);
    } else if (op === '$type') {
      checkType(operand, where);
    } else if (op === '$mod') {
      checkMod(operand, where);
    } else if (op === '$regex') {
      spend(budget, 'regexes', where);
      checkRegex(operand, expr.$options, where);
    } else if (op === '$options') {
      // PostgreSQL's jsonpath has no x (extended) flag, so it is refused rather than ignored.
      if (typeof operand !== 'string' || !/^[ims]*$/.test(operand))
        throw bad(`${where} may only hold the flags i, m, s`);
    } else if (op === '$size') {
      if (!Number.isInteger(operand) || (operand as number) < 0 || (operand as number) > limits.maxSize)
        throw bad(`${where} needs an integer from 0 to ${limits.maxSize}`);
    } else if (op === '$elemMatch') {
      if (!isPlainObject(operand) || Object.keys(operand).length === 0)
        throw bad(`${where} needs a non-empty object`);
      if (isValueElemMatch(operand)) checkOperators(operand, where, depth + 1, budget);
      else checkFilter(operand, depth + 1, budget);
    } else if (op === '$not') {
      if (!isPlainObject(operand) || Object.keys(operand).length === 0)
        throw bad(`${where} needs an operator object`);
      checkOperators(operand, where, depth + 1, budget);
    }
  }
}

/**
 * The values of $in / $nin / $all: JSON literals, regular expressions in extended-JSON form
 * ({"$regex": "...", "$options": "i"}, each checked and counted like a $regex), and for $all
 * {"$elemMatch": {...}} conditions, which MongoDB only takes when every value is one.
 */
function checkValueList(op: string, values: unknown[], path: string, depth: number, budget: Budget): void {
  const where = `${path}.${op}`;
  const elemMatches = values.filter((value) => isPlainObject(value) && '$elemMatch' in value).length;
  if (elemMatches > 0) {
    if (op !== '$all') throw bad(`${where}: $elemMatch is only allowed inside $all, not ${op}`);
    if (elemMatches !== values.length) throw bad(`${where}: $all cannot mix $elemMatch with other values`);
  }
  values.forEach((value, i) => {
    const at = `${where}[${i}]`;
    if (isPlainObject(value) && '$elemMatch' in value) {
      if (Object.keys(value).length !== 1) throw bad(`${at}: $elemMatch must be the only key of its object`);
      checkOperators(value, at, depth + 1, budget);
    } else if (isPlainObject(value) && '$regex' in value) {
      if (!isRegexObject(value))
        throw bad(`${at}: a regular expression is {"$regex": "...", "$options": "..."}`);
      spend(budget, 'regexes', at);
      if (value.$options !== undefined && !/^[ims]*$/.test(value.$options))
        throw bad(`${at}.$options may only hold the flags i, m, s`);
      checkRegex(value.$regex, value.$options, at);
    } else {
      checkLiteral(value, at, depth + 1);
      checkEqualityOperand(value, path, at);
    }
  });
}

const typeCodes = new Set(Object.values(bsonTypeAliases));

/** $type: a type alias ("string", "number", ...) or BSON type code, or a non-empty array of them. */
function checkType(operand: unknown, where: string): void {
  const types = Array.isArray(operand) ? operand : [operand];
  if (types.length === 0) throw bad(`${where} must name at least one type`);
  if (types.length > limits.branchLength) throw bad(`${where} may name at most ${limits.branchLength} types`);
  for (const type of types) {
    if (typeof type === 'string') {
      if (type !== 'number' && !Object.hasOwn(bsonTypeAliases, type))
        throw bad(`${where}: unknown type name alias: ${type.slice(0, 64)}`);
    } else if (typeof type === 'number') {
      if (!typeCodes.has(type)) throw bad(`${where}: invalid numerical type code: ${type}`);
    } else {
      throw bad(`${where} needs a type name or number`);
    }
  }
}

/** $mod: [divisor, remainder], numbers MongoDB truncates to integers; the divisor cannot be 0. */
function checkMod(operand: unknown, where: string): void {
  if (!Array.isArray(operand)) throw bad(`${where}: malformed mod, needs to be an array`);
  if (operand.length < 2) throw bad(`${where}: malformed mod, not enough elements`);
  if (operand.length > 2) throw bad(`${where}: malformed mod, too many elements`);
  const [divisor, remainder] = operand as unknown[];
  if (typeof divisor !== 'number' || !Number.isFinite(divisor))
    throw bad(`${where}: malformed mod, divisor not a finite number`);
  if (typeof remainder !== 'number' || !Number.isFinite(remainder))
    throw bad(`${where}: malformed mod, remainder not a finite number`);
  if (Math.abs(divisor) > Number.MAX_SAFE_INTEGER || Math.abs(remainder) > Number.MAX_SAFE_INTEGER)
    throw bad(`${where}: malformed mod, divisor and remainder must be within ±${Number.MAX_SAFE_INTEGER}`);
  if (Math.trunc(divisor) === 0) throw bad(`${where}: divisor cannot be 0`);
}

const regexParser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * Checks a pattern and refuses what no engine can bound: backreferences (matching them is
 * NP-hard; PostgreSQL falls back to backtracking for them), lookaround, nested unbounded
 * quantifiers such as (a+)+, and counted repetition above limits.regexRepeat. What is left runs
 * on PostgreSQL's regex engine as a finite automaton, in time linear in the text.
 */
function checkRegex(pattern: unknown, options: unknown, where: string): void {
  if (typeof pattern !== 'string') throw bad(`${where} needs a string pattern`);
  if (pattern.length > limits.regexLength)
    throw bad(`${where}: pattern longer than ${limits.regexLength} characters`);
  let ast;
  try {
    new RegExp(pattern, typeof options === 'string' ? options.replace(/[^ims]/g, '') : '');
    ast = regexParser.parsePattern(pattern);
  } catch {
    throw bad(`${where}: invalid regular expression`);
  }
  let refusal: string | undefined;
  visitRegExpAST(ast, {
    onBackreferenceEnter() {
      refusal ??= 'backreferences are not supported';
    },
    onAssertionEnter(node) {
      if (node.kind === 'lookahead' || node.kind === 'lookbehind')
        refusal ??= 'lookahead and lookbehind are not supported';
    },
    onQuantifierEnter(node) {
      if (Number.isFinite(node.max) ? node.max > limits.regexRepeat : node.min > limits.regexRepeat) {
        refusal ??= `repetition counts above ${limits.regexRepeat} are not supported`;
      }
      if (node.max > 1 && containsRepetition(node.element)) {
        refusal ??= 'nested repetition such as (a+)+ is not supported';
      }
    },
  });
  if (refusal) throw bad(`${where}: ${refusal}`);
}

/** True when `node` repeats something itself (a quantifier with a maximum above 1 inside it). */
function containsRepetition(node: object): boolean {
  let found = false;
  visitRegExpAST(node as Parameters<typeof visitRegExpAST>[0], {
    onQuantifierEnter(inner) {
      if (inner.max > 1) found = true;
    },
  });
  return found;
}

function checkFilter(filter: Record<string, unknown>, depth: number, budget: Budget): void {
  if (depth > limits.filterDepth) throw bad(`filter is nested deeper than ${limits.filterDepth} levels`);
  for (const [key, value] of Object.entries(filter)) {
    if (logical.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw bad(`${key} needs a non-empty array of filters`);
      if (value.length > limits.branchLength)
        throw bad(`${key} may hold at most ${limits.branchLength} filters`);
      for (const sub of value) {
        if (!isPlainObject(sub)) throw bad(`${key} needs an array of objects`);
        checkFilter(sub, depth + 1, budget);
      }
    } else if (key === '$comment') {
      // MongoDB's $comment only labels a query for its logs; here it is accepted and ignored.
      if (depth > 0) throw bad('$comment is only allowed at the top level of a filter');
    } else if (key.startsWith('$')) {
      operatorName(key);
    } else {
      checkPath(key, 'filter');
      const isExpr = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
      if (isExpr) checkOperators(value, key, depth + 1, budget);
      else {
        spend(budget, 'conditions', key);
        checkLiteral(value, key, depth + 1);
        checkEqualityOperand(value, key, key);
      }
    }
  }
}

function checkText(text: string, where: string): void {
  // PostgreSQL's jsonb cannot hold U+0000 or unpaired UTF-16 surrogates: refuse them up front.
  if (text.includes('\u0000')) throw bad(`${where}: text may not contain the null character (U+0000)`);
  if (!text.isWellFormed()) throw bad(`${where}: text contains an unpaired UTF-16 surrogate`);
}

/**
 * Checks a whole request body before anything reads it: nesting within limits.bodyDepth, and
 * every key and string storable. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function checkBody(body: unknown): void {
  const stack: [unknown, string, number][] = [[body, 'body', 0]];
  while (stack.length > 0) {
    const [value, where, depth] = stack.pop()!;
    if (typeof value === 'string') checkText(value, where);
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.bodyDepth) throw bad(`${where}: nested deeper than ${limits.bodyDepth} levels`);
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, `${where}[${i}]`, depth + 1]));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const path = `${where}.${key.slice(0, 64)}`;
      checkText(key, path);
      stack.push([item, path, depth + 1]);
    }
  }
}

/** Validates a filter from a request (recursively, through every nesting operator). */
export function parseFilter(value: unknown): Filter {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw bad('filter must be an object');
  checkFilter(value, 0, { conditions: 0, regexes: 0, values: 0 });
  return value;
}

/** Validates a projection: 0/1 flags on dotted paths, inclusion or exclusion but not both (except _id). */
export function parseProjection(value: unknown): Projection | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw bad('projection must be an object');
  const entries = Object.entries(value);
  if (entries.length > limits.projectionKeys)
    throw bad(`projection may name at most ${limits.projectionKeys} fields`);
  // As MongoDB: the first field decides; _id may be excluded from an inclusion, but an _id: 1
  // next to an exclusion is an inclusion, and refused like any other mix.
  let mode: 'inclusion' | 'exclusion' | undefined;
  for (const [path, flag] of entries) {
    checkPath(path, 'projection');
    if (flag !== 0 && flag !== 1 && flag !== true && flag !== false) {
      throw bad(`projection.${path} must be 0, 1, true or false`);
    }
    if (path === '_id' && !flag) continue;
    const kind = flag ? 'inclusion' : 'exclusion';
    if (mode !== undefined && mode !== kind) {
      throw bad(`projection: Cannot do ${kind} on field ${path} in ${mode} projection`);
    }
    if (path !== '_id') mode ??= kind;
  }
  if (mode === 'exclusion' && value._id)
    throw bad('projection: Cannot do inclusion on field _id in exclusion projection');
  const paths = entries.map(([path]) => path);
  for (const shorter of paths) {
    for (const longer of paths) {
      if (longer.startsWith(`${shorter}.`))
        throw bad(
          `projection: Path collision at ${longer} remaining portion ${longer.slice(shorter.length + 1)}`,
        );
    }
  }
  return value as Projection;
}

/** Validates a sort: dotted paths to 1 or -1. */
export function parseSort(value: unknown): Sort | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw bad('sort must be an object');
  const entries = Object.entries(value);
  if (entries.length > limits.sortKeys) throw bad(`sort may name at most ${limits.sortKeys} fields`);
  for (const [path, direction] of entries) {
    checkPath(path, 'sort');
    // A sort key reads a position as an index only where an array is, through a guard that two
    // positions in a row would have to place inside an array it also unwraps.
    if (/\.\d+\.\d+(\.|$)/.test(path))
      throw bad(`sort.${path}: two array positions in a row are not supported in a sort key`);
    if (direction !== 1 && direction !== -1) throw bad(`sort.${path} must be 1 or -1`);
  }
  return value as Sort;
}

/** Validates limit (1..max, default when absent) or skip (0..max). */
export function parseCount(name: 'limit' | 'skip', value: unknown): number {
  const [min, max, fallback] =
    name === 'limit' ? [1, limits.maxLimit, limits.defaultLimit] : [0, limits.maxSkip, 0];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw bad(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}
