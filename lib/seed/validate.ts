import { contentCollections, contentSchemas, type ContentCollection } from '@/lib/content';
import { checkReferences, type ContentSet } from '@/lib/content/references';
import { changedPaths } from './diff';
import type { LoadedContent } from './load';
import type { JsonDoc, SeedIssue, SourceDoc, SourceSet } from './types';

/** Fields the store owns; a content file that carries them would overwrite the store's record. */
const STORE_FIELDS = ['createdAt', 'updatedAt', 'owner'] as const;

/** Validated content: the issues found, and the documents that passed their schema. */
export interface Validation {
  issues: SeedIssue[];
  valid: SourceSet;
}

/**
 * Checks every document against its collection's schema (no unknown or store-owned fields,
 * unique ids), then the references between all documents. Nothing may be written unless
 * `issues` is empty.
 */
export function validate({ sources, issues: loadIssues, unreadable }: LoadedContent): Validation {
  const issues: SeedIssue[] = [...loadIssues];
  const valid: SourceSet = {};
  const parsed: ContentSet = {};
  const known = Object.fromEntries(contentCollections.map((c) => [c, new Set(unreadable[c])])) as Record<
    ContentCollection,
    Set<string>
  >;
  const files = new Map<string, string>();

  for (const [collection, docs] of entries(sources)) {
    const schema = contentSchemas[collection];
    const seen = new Set<string>();
    const ids = known[collection];
    for (const source of docs) {
      const { file, doc } = source;
      const report = (path: string, message: string) =>
        issues.push({ file, collection, _id: doc._id, path, message });
      if (seen.has(doc._id)) report('_id', `_id "${doc._id}" is used by another file in ${collection}`);
      seen.add(doc._id);
      ids.add(doc._id);
      files.set(`${collection}/${doc._id}`, file);

      const storeFields = STORE_FIELDS.filter((f) => Object.hasOwn(doc, f));
      storeFields.forEach((f) => report(f, 'is set by the store; remove it from the content file'));
      const result = schema.safeParse(doc);
      if (!result.success) {
        for (const issue of result.error.issues) report(issue.path.map(String).join('.'), issue.message);
        continue;
      }
      // Schemas strip keys they do not know; a stripped key is a typo the import would silently drop.
      const unknown = changedPaths(doc, result.data).filter(
        (p) => !(STORE_FIELDS as readonly string[]).includes(p),
      );
      unknown.forEach((p) => report(p, 'unknown field'));
      if (unknown.length > 0 || storeFields.length > 0) continue;
      (valid[collection] ??= []).push({ ...source, doc: result.data as JsonDoc });
      (parsed[collection] as unknown[] | undefined) ??= [];
      (parsed[collection] as unknown[]).push(result.data);
    }
  }

  for (const issue of checkReferences(parsed, known)) {
    issues.push({ ...issue, file: files.get(`${issue.collection}/${issue._id}`) ?? issue.collection });
  }
  return { issues, valid };
}

/** The collections of a source set with their documents, in a typed form. */
export function entries(sources: SourceSet): [ContentCollection, SourceDoc[]][] {
  return Object.entries(sources) as [ContentCollection, SourceDoc[]][];
}
