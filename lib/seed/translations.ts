import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { translationId, type TranslationDoc } from '@/lib/content/translations';
import {
  collectionCoverage,
  coverageShare,
  coverageTotal,
  locales,
  translatableTexts,
  translatableFields,
  type CoverageRow,
  type Locale,
  type TranslatableCollection,
  type TranslationFile,
  type TranslationStatus,
} from '@/lib/content/i18n';
import { changedPaths } from './diff';
import { readJsonFiles } from './json-files';
import type { SeedIssue, SourceSet } from './types';

/** `content/i18n/`: the content's translations (lib/content/i18n.ts), one folder per locale. */
export const I18N_DIR = 'i18n';

/**
 * A locale's glossary, `content/i18n/<locale>/glossary.json`: every proper name of the game in
 * the locale (`names`: English → text, or `{ text, reading }` in Japanese) and its game terms, so
 * texts by different translators agree. Every name field of a translation must say what it says.
 */
const GLOSSARY = 'glossary.json';

/** The last segment of the fields that hold a name (a document's, an option's, an item's…). */
const NAME_FIELD = /(?:^|\.)(?:name|title|set|item|currency)$/;

/** English name → the locale's text. */
export type Glossary = ReadonlyMap<string, string>;

const collections = Object.keys(translatableFields) as TranslatableCollection[];

/** A translation file as read: its locale, collection, document id and fields. */
export interface TranslationSource {
  locale: Locale;
  collection: TranslatableCollection;
  id: string;
  file: string;
  json: TranslationFile;
}

/** Reads `content/i18n/<locale>/<collection>/<id>.json`; an unknown locale or collection folder is an issue. */
export async function loadTranslations(
  dir: string,
  display: (file: string) => string,
): Promise<{
  translations: TranslationSource[];
  glossaries: Partial<Record<Locale, Glossary>>;
  issues: SeedIssue[];
}> {
  const root = path.join(dir, I18N_DIR);
  const translations: TranslationSource[] = [];
  const glossaries: Partial<Record<Locale, Glossary>> = {};
  const issues: SeedIssue[] = [];
  const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (!entry.isDirectory() || !locales.includes(entry.name as Locale)) {
      issues.push({
        file: display(path.join(root, entry.name)),
        path: '',
        message: `"${entry.name}" is not a locale folder (expected one of: ${locales.join(', ')})`,
      });
      continue;
    }
    const locale = entry.name as Locale;
    const glossary = await readGlossary(path.join(root, locale, GLOSSARY));
    if (typeof glossary === 'string')
      issues.push({ file: display(path.join(root, locale, GLOSSARY)), path: 'names', message: glossary });
    else if (glossary) glossaries[locale] = glossary;
    for (const sub of await readdir(path.join(root, locale), { withFileTypes: true })) {
      if (sub.name.startsWith('.') || (sub.isFile() && sub.name === GLOSSARY)) continue;
      if (!sub.isDirectory() || !collections.includes(sub.name as TranslatableCollection)) {
        issues.push({
          file: display(path.join(root, locale, sub.name)),
          path: '',
          message: `"${sub.name}" is not a translatable collection (expected one of: ${collections.join(', ')})`,
        });
        continue;
      }
      const collection = sub.name as TranslatableCollection;
      for (const read of await readJsonFiles(path.join(root, locale, collection))) {
        const file = display(read.file);
        if ('error' in read) {
          issues.push({ file, path: '', message: read.error });
          continue;
        }
        if (typeof read.json !== 'object' || read.json === null || Array.isArray(read.json)) {
          issues.push({
            file,
            path: '',
            message: 'the file must hold one JSON object of field paths to texts',
          });
          continue;
        }
        translations.push({
          locale,
          collection,
          id: read.name.slice(0, -'.json'.length),
          file,
          json: read.json as TranslationFile,
        });
      }
    }
  }
  return { translations, glossaries, issues };
}

/** A glossary's names, undefined when the locale has none, or why it cannot be read. */
async function readGlossary(file: string): Promise<Glossary | string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let names: unknown;
  try {
    names = (JSON.parse(text) as { names?: unknown }).names;
  } catch (error) {
    return `not valid JSON: ${(error as Error).message}`;
  }
  if (typeof names !== 'object' || names === null || Array.isArray(names))
    return 'must be an object of English names to their text';
  const out = new Map<string, string>();
  for (const [english, value] of Object.entries(names)) {
    const text = typeof value === 'string' ? value : (value as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.trim() === '') return `"${english}" has no text`;
    out.set(english, text);
  }
  return out;
}

/**
 * Checks every translation against the document it translates (which must exist): known fields
 * only, markers and numbers kept, `_source` for each field. Returns the issues, each naming its
 * file and field, and the coverage of every locale and collection (stale fields do not count).
 */
export function checkTranslations(
  translations: readonly TranslationSource[],
  valid: SourceSet,
  /** Ids with a file, valid or not: a translation of a broken document is not reported again. */
  known: Partial<Record<string, ReadonlySet<string>>> = {},
  glossaries: Partial<Record<Locale, Glossary>> = {},
): { issues: SeedIssue[]; coverage: CoverageRow[] } {
  const issues: SeedIssue[] = [];
  const files = new Map<string, Map<string, TranslationFile>>();
  for (const { locale, collection, id, json } of translations) {
    const key = `${locale}/${collection}`;
    if (!files.has(key)) files.set(key, new Map());
    files.get(key)!.set(id, json);
  }
  const docs = new Map<string, unknown>();
  const statuses = new Map<string, TranslationStatus>();
  const coverage: CoverageRow[] = [];
  for (const collection of collections) {
    const valids = (valid[collection] ?? []).map(({ doc }) => doc);
    for (const doc of valids) docs.set(`${collection}/${doc._id}`, doc);
    for (const locale of locales) {
      const counted = collectionCoverage(
        locale,
        collection,
        valids,
        files.get(`${locale}/${collection}`) ?? new Map(),
      );
      coverage.push(counted.row);
      for (const [id, status] of counted.statuses) statuses.set(`${locale}/${collection}/${id}`, status);
    }
  }
  for (const { locale, collection, id, file, json } of translations) {
    const doc = docs.get(`${collection}/${id}`);
    const status = statuses.get(`${locale}/${collection}/${id}`);
    if (doc === undefined || status === undefined) {
      if (!known[collection]?.has(id))
        issues.push({ file, path: '', message: `there is no ${collection} document "${id}" to translate` });
      continue;
    }
    for (const { field, message } of status.issues) issues.push({ file, path: field, message });
    const glossary = glossaries[locale];
    if (glossary)
      for (const [field, english] of translatableTexts(collection, doc)) {
        const text = json[field];
        if (!NAME_FIELD.test(field) || typeof text !== 'string' || status.stale.includes(field)) continue;
        const expected = glossary.get(english);
        if (expected === undefined)
          issues.push({
            file,
            path: field,
            message: `"${english}" is not in the ${locale} glossary (add it there first)`,
          });
        else if (text !== expected)
          issues.push({
            file,
            path: field,
            message: `says "${text}" where the ${locale} glossary names "${english}" "${expected}"`,
          });
      }
  }
  return { issues, coverage };
}

/** Coverage as the import prints it: one line per locale, its collections' percentages beside it. */
export function formatCoverage(coverage: readonly CoverageRow[]): string[] {
  return locales.map((locale) => {
    const rows = coverage.filter((r) => r.locale === locale);
    const { required, translated, stale } = coverageTotal(rows);
    const parts = rows.map((r) => `${r.collection} ${percent(r.translated, r.required)}`);
    return `Translations ${locale}: ${percent(translated, required)} of ${required} fields${stale ? ` (${stale} stale)` : ''}: ${parts.join(', ')}`;
  });
}

/** A share of the required fields as the import prints it (`99.9%`, rounded down). */
export function percent(n: number, d: number): string {
  return `${+(coverageShare(n, d) * 100).toFixed(1)}%`;
}

/** A translation file as the store keeps it (the `translations` collection). */
export function translationDoc({ locale, collection, id, json }: TranslationSource): TranslationDoc {
  const fields: Record<string, string> = {};
  for (const [path, text] of Object.entries(json))
    if (path !== '_source' && path !== '_reading' && typeof text === 'string') fields[path] = text;
  return {
    _id: translationId(locale, collection, id),
    locale,
    collection,
    id,
    fields,
    _source: json._source ?? {},
    ...(json._reading === undefined ? {} : { _reading: json._reading }),
  };
}

/** What an import changes in the `translations` collection. */
export interface TranslationPlan {
  added: TranslationDoc[];
  changed: TranslationDoc[];
  /** `_id`s stored with no file any more: removed from the store. */
  removed: string[];
  unchanged: number;
}

/** Compares the stored translations with the files. Pure. */
export function planTranslations(
  stored: readonly TranslationDoc[],
  files: readonly TranslationSource[],
): TranslationPlan {
  const before = new Map(stored.map((doc) => [doc._id, doc]));
  const out: TranslationPlan = { added: [], changed: [], removed: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const file of files) {
    const doc = translationDoc(file);
    seen.add(doc._id);
    const old = before.get(doc._id);
    if (!old) out.added.push(doc);
    else if (changedPaths(old, doc).length > 0) out.changed.push(doc);
    else out.unchanged++;
  }
  out.removed = [...before.keys()].filter((id) => !seen.has(id)).sort();
  return out;
}

/** One line for the import's log: how many translations are added, changed, removed and unchanged. */
export function formatTranslationPlan({ added, changed, removed, unchanged }: TranslationPlan): string {
  return `translations ${added.length} added, ${changed.length} changed, ${unchanged} unchanged, ${removed.length} removed`;
}

/** Whether a translation plan writes nothing. */
export function isTranslationNoop(plan: TranslationPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length === 0;
}
