import { contentCollections, contentSchemas, type ContentCollection } from '@/lib/content';
import { checkReferences, type ContentSet } from '@/lib/content/references';
import { fieldIssues } from '@/lib/content/issues';
import type { LoadedContent } from './load';
import type { CoverageRow } from '@/lib/content/i18n';
import { checkTranslations } from './translations';
import { STORE_OWNED_FIELDS, type JsonDoc, type SeedIssue, type SourceDoc, type SourceSet } from './types';

/** Validated content: the issues found, and the documents that passed their schema. */
export interface Validation {
  issues: SeedIssue[];
  valid: SourceSet;
  /** How much of each collection each locale translates (lib/seed/translations.ts, lib/content/i18n.ts). */
  coverage?: CoverageRow[];
}

/** The result of the per-document checks, with what the reference check needs. */
export interface SchemaCheck extends Validation {
  /** The parsed documents that passed, by collection. */
  parsed: ContentSet;
  /** Every id that has a file, valid or not, so one broken file is reported once. */
  known: Record<ContentCollection, Set<string>>;
}

/**
 * Checks every document against its collection's schema (no unknown or store-owned fields,
 * unique ids), then the references between all documents. Nothing may be written unless
 * `issues` is empty.
 */
export function validate(loaded: LoadedContent): Validation {
  const { issues, valid, parsed, known } = checkSchemas(loaded);
  const files = new Map(
    Object.values(loaded.sources).flatMap((docs) =>
      docs.map((s) => [`${s.collection}/${s.doc._id}`, s.file]),
    ),
  );
  for (const issue of checkReferences(parsed, known)) {
    issues.push({ ...issue, file: files.get(`${issue.collection}/${issue._id}`) ?? issue.collection });
  }
  // Translations are checked against the documents that passed: one of a broken document is not
  // reported twice.
  const translations = checkTranslations(loaded.translations ?? [], valid, known, loaded.glossaries);
  issues.push(...translations.issues);
  return { issues, valid, coverage: translations.coverage };
}

/** The per-document half of `validate`: read issues, schemas, unknown and store-owned fields, duplicate ids. */
export function checkSchemas({ sources, issues: loadIssues, unreadable }: LoadedContent): SchemaCheck {
  const issues: SeedIssue[] = [...loadIssues];
  const valid: SourceSet = {};
  const parsed: Record<string, unknown[]> = {};
  const known = Object.fromEntries(
    contentCollections.map((c) => [c, new Set(unreadable[c])]),
  ) as SchemaCheck['known'];

  for (const [collection, docs] of Object.entries(sources) as [ContentCollection, SourceDoc[]][]) {
    const schema = contentSchemas[collection];
    const seen = new Set<string>();
    for (const source of docs) {
      const { file, doc } = source;
      const report = (path: string, message: string) =>
        issues.push({ file, collection, _id: doc._id, path, message });
      if (seen.has(doc._id)) report('_id', `_id "${doc._id}" is used by another file in ${collection}`);
      seen.add(doc._id);
      known[collection].add(doc._id);

      const storeFields = STORE_OWNED_FIELDS.filter((f) => Object.hasOwn(doc, f));
      storeFields.forEach((f) => report(f, 'is set by the store; remove it from the content file'));
      const result = schema.safeParse(doc);
      if (!result.success) {
        for (const { path, message } of fieldIssues(result.error)) report(path, message);
        continue;
      }
      if (storeFields.length > 0) continue;
      (valid[collection] ??= []).push({ ...source, doc: result.data as JsonDoc });
      (parsed[collection] ??= []).push(result.data);
    }
  }
  return { issues, valid, parsed: parsed as ContentSet, known };
}
