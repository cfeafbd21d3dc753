import { isPlainObject } from '@/lib/util/object';

/** Fields to include (1) or exclude (0), by dotted path; `_id` follows MongoDB's rules. */
export type Projection = Record<string, 0 | 1 | boolean>;

type Doc = Record<string, unknown>;

interface PathTree {
  [segment: string]: PathTree | true;
}

function buildTree(paths: string[]): PathTree {
  const tree: PathTree = Object.create(null);
  for (const path of paths) {
    const segments = path.split('.');
    let node = tree;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        node[segment] = true;
        return;
      }
      const next = node[segment];
      if (next === true) return;
      node = next ?? (node[segment] = Object.create(null) as PathTree);
    });
  }
  return tree;
}

function include(value: unknown, tree: PathTree): unknown {
  if (Array.isArray(value)) {
    // Like MongoDB, a dotted inclusion keeps only the sub-documents of an array.
    return value
      .filter((item) => isPlainObject(item) || Array.isArray(item))
      .map((item) => include(item, tree));
  }
  if (!isPlainObject(value)) return undefined;
  const out: Doc = {};
  for (const [key, sub] of Object.entries(tree)) {
    if (!Object.hasOwn(value, key)) continue;
    if (sub === true) {
      out[key] = value[key];
    } else {
      const projected = include(value[key], sub);
      if (projected !== undefined) out[key] = projected;
    }
  }
  return out;
}

function exclude(value: unknown, tree: PathTree): unknown {
  if (Array.isArray(value)) return value.map((item) => exclude(item, tree));
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const [key, item] of Object.entries(value)) {
    const sub = tree[key];
    if (sub === true) continue;
    out[key] = sub === undefined ? item : exclude(item, sub);
  }
  return out;
}

/** True when a (validated) projection includes fields rather than excluding them. */
export function isInclusion(projection: Projection): boolean {
  return Object.entries(projection).some(([path, flag]) => path !== '_id' && Boolean(flag));
}

/** True when a projection keeps only the fields it names: an inclusion, or `{_id: 1}` alone. */
export function keepsNamedFields(projection: Projection): boolean {
  const rest = Object.keys(projection).filter((path) => path !== '_id');
  return isInclusion(projection) || (rest.length === 0 && Boolean(projection._id));
}

/** Applies a validated projection to a document. */
export function project(doc: Doc, projection: Projection | undefined): Doc {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const idFlag = projection._id;
  const rest = Object.keys(projection).filter((path) => path !== '_id');
  if (keepsNamedFields(projection)) {
    const out = include(doc, buildTree(rest)) as Doc;
    if (idFlag === undefined || Boolean(idFlag)) {
      if (Object.hasOwn(doc, '_id')) return { _id: doc._id, ...out };
    }
    return out;
  }
  const excluded = rest.filter((path) => !projection[path]);
  if (idFlag !== undefined && !idFlag) excluded.push('_id');
  return exclude(doc, buildTree(excluded)) as Doc;
}
