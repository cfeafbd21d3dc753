import { isPlainObject } from '@/lib/util/object';

/**
 * Dotted paths of every leaf that differs between two JSON values (object keys in any order;
 * arrays by index). Equal values give []. A path present on one side only is reported too.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (Object.is(before, after)) return [];
  const here = prefix === '' ? [] : [prefix];
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const key = join(prefix, String(i));
      if (i >= before.length || i >= after.length) out.push(key);
      else out.push(...changedPaths(before[i], after[i], key));
    }
    return out;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const out: string[] = [];
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of [...keys].sort()) {
      const path = join(prefix, key);
      if (!Object.hasOwn(before, key) || !Object.hasOwn(after, key)) out.push(path);
      else out.push(...changedPaths(before[key], after[key], path));
    }
    return out;
  }
  return here.length > 0 ? here : ['(document)'];
}

function join(prefix: string, key: string) {
  return prefix === '' ? key : `${prefix}.${key}`;
}
