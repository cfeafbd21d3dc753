import { contentCollections, type ContentCollection } from '@/lib/content';
import { changedPaths } from './diff';
import { STORE_OWNED_FIELDS, type JsonDoc, type SeedIssue, type SourceDoc, type SourceSet } from './types';

/** A document whose file differs from the store. */
export interface ChangedDoc extends SourceDoc {
  /** Dotted paths of the fields that differ. */
  fields: string[];
  /** The top-level fields to `$set`: each changed one, with its value from the file. */
  set: Record<string, unknown>;
  /** The document as the store holds it. */
  stored: JsonDoc;
}

/** What an import would do to one collection. */
export interface CollectionPlan {
  added: SourceDoc[];
  changed: ChangedDoc[];
  unchanged: string[];
  /** Ids in the store with no file in content/. They are reported and left in place. */
  removed: string[];
}

/** What an import would do, per content collection (every collection is present). */
export interface SeedPlan {
  collections: Record<ContentCollection, CollectionPlan>;
  /** Differences the protocol cannot write (it has `$set` only); they stop the import like invalid content. */
  issues: SeedIssue[];
}

/** Documents in the store by collection, as `find` returns them. */
export type StoredSet = { [C in ContentCollection]?: JsonDoc[] };

/** Compares the store with the content files (ignoring createdAt, updatedAt and owner). Pure. */
export function plan(existing: StoredSet, incoming: SourceSet): SeedPlan {
  const issues: SeedIssue[] = [];
  const collections = {} as Record<ContentCollection, CollectionPlan>;
  for (const collection of contentCollections) {
    const stored = new Map((existing[collection] ?? []).map((d) => [d._id, withoutStoreFields(d)]));
    const result: CollectionPlan = { added: [], changed: [], unchanged: [], removed: [] };
    const inFiles = new Set<string>();
    for (const source of incoming[collection] ?? []) {
      inFiles.add(source.doc._id);
      const before = stored.get(source.doc._id);
      if (!before) {
        result.added.push(source);
        continue;
      }
      const after = withoutStoreFields(source.doc);
      const fields = changedPaths(before, after);
      if (fields.length === 0) {
        result.unchanged.push(source.doc._id);
        continue;
      }
      const set: Record<string, unknown> = {};
      for (const key of new Set(fields.map((f) => f.split('.')[0] as string))) {
        if (Object.hasOwn(after, key)) set[key] = after[key];
        else {
          issues.push({
            file: source.file,
            collection,
            _id: source.doc._id,
            path: key,
            message:
              'was removed from the file but is still in the store; updateOne can only $set fields, so it cannot be removed by an import',
          });
        }
      }
      result.changed.push({ ...source, fields, set, stored: before as JsonDoc });
    }
    result.removed = [...stored.keys()].filter((id) => !inFiles.has(id)).sort();
    collections[collection] = result;
  }
  return { collections, issues };
}

/** True when applying the plan would write nothing. */
export function isNoop(p: SeedPlan): boolean {
  return Object.values(p.collections).every((c) => c.added.length === 0 && c.changed.length === 0);
}

function withoutStoreFields(doc: JsonDoc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !STORE_OWNED_FIELDS.includes(k)));
}
