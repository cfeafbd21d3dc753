import type { Filter, Projection, Sort } from '@/lib/store';
import { DataError } from './errors';
import { limits } from './limits';

const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);
const refused = new Set(['$where', '$expr', '$function', '$accumulator', '$jsonSchema', '$text', '$comment']);
const logical = new Set(['$and', '$or', '$nor']);
const scalarOperators = new Set(['$gt', '$gte', '$lt', '$lte']);
const arrayOperators = new Set(['$in', '$nin', '$all']);
const fieldOperators = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$regex',
  '$options',
  '$all',
  '$elemMatch',
  '$size',
  '$not',
]);

function bad(message: string): DataError {
  return new DataError('bad_request', message);
}

/** True for a JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Checks a dotted field path: no operators, prototype keys, empty or positional segments. */
export function checkPath(path: string, where: string): void {
  if (path.length === 0 || path.length > limits.pathLength) {
    throw bad(`${where}: field path must be 1 to ${limits.pathLength} characters`);
  }
  for (const segment of path.split('.')) {
    if (segment === '') throw bad(`${where}: field path "${path}" has an empty segment`);
    if (forbiddenSegments.has(segment)) throw bad(`${where}: field name "${segment}" is not allowed`);
    if (segment.startsWith('$')) throw bad(`${where}: unknown operator ${segment}`);
    if (/^\d+$/.test(segment))
      throw bad(`${where}: positional path "${path}" is not supported; use $elemMatch`);
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

function operatorName(key: string): never {
  if (refused.has(key)) throw bad(`operator ${key} is not allowed`);
  throw bad(`unknown operator ${key}`);
}

function checkOperators(expr: Record<string, unknown>, path: string, depth: number): void {
  if (depth > limits.filterDepth) throw bad(`filter is nested deeper than ${limits.filterDepth} levels`);
  const keys = Object.keys(expr);
  if (!keys.every((key) => key.startsWith('$'))) {
    throw bad(`${path}: cannot mix operators and field names in one condition`);
  }
  if ('$options' in expr && !('$regex' in expr)) throw bad(`${path}: $options needs $regex`);
  for (const [op, operand] of Object.entries(expr)) {
    const where = `${path}.${op}`;
    if (!fieldOperators.has(op)) operatorName(op);
    if (op === '$eq' || op === '$ne') {
      checkLiteral(operand, where, depth + 1);
    } else if (scalarOperators.has(op)) {
      if (!isScalar(operand)) throw bad(`${where} needs a string, number, boolean or null`);
      checkLiteral(operand, where, depth + 1);
    } else if (arrayOperators.has(op)) {
      if (!Array.isArray(operand)) throw bad(`${where} needs an array`);
      checkLiteral(operand, where, depth + 1);
    } else if (op === '$exists') {
      if (typeof operand !== 'boolean') throw bad(`${where} needs true or false`);
    } else if (op === '$regex') {
      checkRegex(operand, expr.$options, where);
    } else if (op === '$options') {
      if (typeof operand !== 'string' || !/^[imsx]*$/.test(operand))
        throw bad(`${where} may only hold the flags i, m, s, x`);
    } else if (op === '$size') {
      if (!Number.isInteger(operand) || (operand as number) < 0)
        throw bad(`${where} needs a non-negative integer`);
    } else if (op === '$elemMatch') {
      if (!isPlainObject(operand) || Object.keys(operand).length === 0)
        throw bad(`${where} needs a non-empty object`);
      const keysOf = Object.keys(operand);
      if (keysOf.every((key) => key.startsWith('$') && !logical.has(key)))
        checkOperators(operand, where, depth + 1);
      else checkFilter(operand, depth + 1);
    } else if (op === '$not') {
      if (!isPlainObject(operand) || Object.keys(operand).length === 0)
        throw bad(`${where} needs an operator object`);
      checkOperators(operand, where, depth + 1);
    }
  }
}

function checkRegex(pattern: unknown, options: unknown, where: string): void {
  if (typeof pattern !== 'string') throw bad(`${where} needs a string pattern`);
  if (pattern.length > limits.regexLength)
    throw bad(`${where}: pattern longer than ${limits.regexLength} characters`);
  try {
    new RegExp(pattern, typeof options === 'string' ? options.replace(/x/g, '') : '');
  } catch {
    throw bad(`${where}: invalid regular expression`);
  }
}

function checkFilter(filter: Record<string, unknown>, depth: number): void {
  if (depth > limits.filterDepth) throw bad(`filter is nested deeper than ${limits.filterDepth} levels`);
  for (const [key, value] of Object.entries(filter)) {
    if (logical.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw bad(`${key} needs a non-empty array of filters`);
      if (value.length > limits.arrayLength)
        throw bad(`${key} may hold at most ${limits.arrayLength} filters`);
      for (const sub of value) {
        if (!isPlainObject(sub)) throw bad(`${key} needs an array of objects`);
        checkFilter(sub, depth + 1);
      }
    } else if (key.startsWith('$')) {
      operatorName(key);
    } else {
      checkPath(key, 'filter');
      const isExpr = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
      if (isExpr) checkOperators(value, key, depth + 1);
      else checkLiteral(value, key, depth + 1);
    }
  }
}

/** Validates a filter from a request (recursively, through every nesting operator). */
export function parseFilter(value: unknown): Filter {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw bad('filter must be an object');
  checkFilter(value, 0);
  return value;
}

/** Validates a projection: 0/1 flags on dotted paths, inclusion or exclusion but not both (except _id). */
export function parseProjection(value: unknown): Projection | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw bad('projection must be an object');
  const entries = Object.entries(value);
  if (entries.length > limits.projectionKeys)
    throw bad(`projection may name at most ${limits.projectionKeys} fields`);
  const modes = new Set<boolean>();
  for (const [path, flag] of entries) {
    checkPath(path, 'projection');
    if (flag !== 0 && flag !== 1 && flag !== true && flag !== false) {
      throw bad(`projection.${path} must be 0, 1, true or false`);
    }
    if (path !== '_id') modes.add(Boolean(flag));
  }
  if (modes.size > 1) throw bad('projection cannot mix inclusion and exclusion (except for _id)');
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
