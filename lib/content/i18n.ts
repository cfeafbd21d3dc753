import { createHash } from 'node:crypto';
import { EFFECT_MARKER } from './effect-marker';
import { mayFallBack, translatableFields, type Locale, type TranslatableCollection, type TranslationFile } from './locales';

/**
 * What translations hold and how they are checked and applied (issue 37). The declarations
 * (locales, translatable fields) are in ./locales, which has no Node imports, so the stored
 * translations' schema (./translations) can sit beside the other collections' schemas.
 */
export * from './locales';

/** The short hash of an English text that `_source` records. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * Every translatable field a document has, as [path, English text], paths with their indices
 * (`skills[1].description`), in the declaration's order.
 */
export function translatableTexts(collection: TranslatableCollection, doc: unknown): [string, string][] {
  const out: [string, string][] = [];
  for (const pattern of translatableFields[collection]) {
    const walk = (value: unknown, rest: string[], path: string) => {
      if (rest.length === 0) {
        if (typeof value === 'string' && value.trim() !== '') out.push([path, value]);
        return;
      }
      const [head, ...tail] = rest as [string, ...string[]];
      const isArray = head.endsWith('[]');
      const key = isArray ? head.slice(0, -2) : head;
      const child = key === '' ? value : (value as Record<string, unknown> | undefined)?.[key];
      const at = key === '' ? path : path ? `${path}.${key}` : key;
      if (isArray) {
        if (Array.isArray(child)) child.forEach((item, i) => walk(item, tail, `${at}[${i}]`));
      } else if (child !== undefined && child !== null) walk(child, tail, at);
    };
    walk(doc, pattern.split('.'), '');
  }
  return out;
}

/** A document in a locale, and the translatable fields it still shows in English. */
export interface Localized<T> {
  doc: T;
  /** Paths (with indices) of the fields left in English: stale, missing or allowed to fall back. */
  english: string[];
}

/**
 * The document as a locale shows it: each field the file translates from the English the
 * document has now (its `_source` hash matches) replaced by the locale's text. A stale or missing
 * field stays English and is listed in `english`, so a page can mark it `lang="en"`. The input is
 * not changed.
 */
export function applyTranslation<T>(
  collection: TranslatableCollection,
  doc: T,
  file: TranslationFile,
): Localized<T> {
  const english: string[] = [];
  const current: [string, string][] = [];
  for (const [path, text] of translatableTexts(collection, doc)) {
    const translated = currentText(file, path, text);
    if (translated === undefined) english.push(path);
    else current.push([path, translated]);
  }
  if (current.length === 0) return { doc, english };
  const out = structuredClone(doc);
  for (const [path, text] of current) setAt(out, path, text);
  return { doc: out, english };
}

/**
 * The file's text for one field, when it was translated from the English the field has now (its
 * `_source` hash matches); undefined when the field (or the whole document) is untranslated or
 * stale, and shows in English.
 */
export function currentText(file: TranslationFile | undefined, path: string, english: string): string | undefined {
  const translated = file?.[path];
  return typeof translated === 'string' && translated.trim() !== '' && file?._source?.[path] === sourceHash(english)
    ? translated
    : undefined;
}

/** Sets the value at a path with indices (`skillTree[0].options[1].name`) that exists in `doc`. */
function setAt(doc: unknown, path: string, value: string): void {
  const keys = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  const last = keys.pop()!;
  let node = doc as Record<string | number, unknown>;
  for (const key of keys) node = node[key] as Record<string | number, unknown>;
  node[last] = value;
}

/** The effect markers of a text, sorted: a translation keeps exactly the English text's. */
export function markersOf(text: string): string[] {
  return [...text.matchAll(EFFECT_MARKER)].map((m) => m[0]).sort();
}

/** The numbers of a text, sorted, outside its markers: a translation keeps each one. */
export function numbersOf(text: string): string[] {
  const plain = text.replace(EFFECT_MARKER, ' ');
  return [...plain.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0].replace(',', '.')).sort();
}

const KANA_READING = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　\d]+$/u;

/** How many of a document's translatable fields must be translated (the long texts that may fall back apart). */
export function requiredCount(collection: TranslatableCollection, fields: readonly string[]): number {
  const fallBack = new Set(mayFallBack[collection] ?? []);
  return fields.filter((f) => !fallBack.has(f)).length;
}

/** A problem with one translation file, naming its field. */
export interface TranslationIssue {
  field: string;
  message: string;
}

/** What one file gives for its document: fields translated, stale and missing. */
export interface TranslationStatus {
  issues: TranslationIssue[];
  /** Translatable fields of the document (those that must be translated; fall-backs apart). */
  required: number;
  /** Of those, translated and current. */
  translated: number;
  /** Translated from an English text that has changed since. */
  stale: string[];
  /** Long texts the locale may leave in English (mayFallBack) that it does: neither translated nor stale. */
  fallBack: number;
}

/**
 * Checks a translation against its English document: only known fields that the document has,
 * each a non-empty string keeping the English text's effect markers and numbers; `_source` for
 * each; in Japanese a kana `_reading`. Returns its issues and its coverage.
 */
export function checkTranslation(
  collection: TranslatableCollection,
  locale: Locale,
  doc: unknown,
  file: TranslationFile,
): TranslationStatus {
  const issues: TranslationIssue[] = [];
  const english = new Map(translatableTexts(collection, doc));
  const fallBack = new Set(mayFallBack[collection] ?? []);
  const sources = file._source ?? {};
  if (file._source !== undefined && (typeof file._source !== 'object' || Array.isArray(file._source)))
    issues.push({ field: '_source', message: 'must be an object of field paths to hashes' });
  const stale: string[] = [];
  /** Fields translated from the English the document has now. */
  const current = new Set<string>();
  for (const [field, value] of Object.entries(file)) {
    if (field === '_source') continue;
    if (field === '_reading') {
      if (locale !== 'ja') issues.push({ field, message: 'only Japanese translations give a reading' });
      else if (typeof value !== 'string' || !KANA_READING.test(value))
        issues.push({ field, message: 'must be the name read in kana (hiragana or katakana)' });
      continue;
    }
    const base = english.get(field);
    if (base === undefined) {
      // A field the document had when it was translated (an array entry since removed) is stale;
      // one that no document of the kind can have is an error.
      if (sources[field] !== undefined && isTranslatablePath(collection, field)) stale.push(field);
      else
        issues.push({
          field,
          message: `is not a translatable field of this ${collection} document (known: ${[...english.keys()].join(', ')})`,
        });
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      issues.push({ field, message: 'must be a non-empty text' });
      continue;
    }
    const hash = sources[field];
    // Translated from an English text that has changed since: shown in English until it is
    // updated, so what it says is not checked against the new text.
    if (hash !== undefined && hash !== sourceHash(base)) {
      stale.push(field);
      continue;
    }
    const lost = diff(markersOf(base), markersOf(value));
    if (lost.missing.length || lost.extra.length)
      issues.push({
        field,
        message: `effect markers differ from the English text: ${describe(lost)}`,
      });
    const numbers = diff(numbersOf(base), numbersOf(value));
    if (numbers.missing.length || numbers.extra.length)
      issues.push({ field, message: `numbers differ from the English text: ${describe(numbers)}` });
    if (hash === undefined)
      issues.push({ field: `_source.${field}`, message: 'is missing (run npm run i18n -- stamp)' });
    else current.add(field);
  }
  for (const field of Object.keys(sources))
    if (!(field in file)) issues.push({ field: `_source.${field}`, message: 'names a field the file does not translate' });
  if (locale === 'ja' && english.has('name') && typeof file.name === 'string' && file._reading === undefined)
    issues.push({ field: '_reading', message: 'is missing: a Japanese name needs its kana reading for search' });
  const fields = [...english.keys()];
  return {
    issues,
    required: requiredCount(collection, fields),
    translated: [...current].filter((f) => !fallBack.has(f)).length,
    stale,
    fallBack: fields.filter((f) => fallBack.has(f) && !current.has(f) && !stale.includes(f)).length,
  };
}

/** How much of one collection a locale translates: fields required, translated and current, stale, left in English. */
export interface CoverageRow {
  locale: Locale;
  collection: TranslatableCollection;
  required: number;
  translated: number;
  stale: number;
  fallBack: number;
}

/**
 * How much of one collection a locale translates: every document checked against its translation
 * (checkTranslation; a document with none against an empty one), summed into a row. The import's
 * report and the Translations page both count with it. Returns each document's status by id too.
 */
export function collectionCoverage(
  locale: Locale,
  collection: TranslatableCollection,
  docs: readonly { _id: string }[],
  files: ReadonlyMap<string, TranslationFile>,
): { row: CoverageRow; statuses: Map<string, TranslationStatus> } {
  const row: CoverageRow = { locale, collection, required: 0, translated: 0, stale: 0, fallBack: 0 };
  const statuses = new Map<string, TranslationStatus>();
  for (const doc of docs) {
    const status = checkTranslation(collection, locale, doc, files.get(doc._id) ?? {});
    statuses.set(doc._id, status);
    row.required += status.required;
    row.translated += status.translated;
    row.stale += status.stale.length;
    row.fallBack += status.fallBack;
  }
  return { row, statuses };
}

/** The sum of coverage rows (a locale's collections): its total. */
export function coverageTotal(rows: readonly CoverageRow[]): Omit<CoverageRow, 'locale' | 'collection'> {
  const total = { required: 0, translated: 0, stale: 0, fallBack: 0 };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += row[key];
  return total;
}

/** The share of the required fields translated, rounded down to a tenth of a percent (never 100% short of all). */
export function coverageShare(translated: number, required: number): number {
  return required === 0 ? 1 : Math.floor((1000 * translated) / required) / 1000;
}

/** Whether a path with indices (`members[3].note`) is one of the kind's translatable fields. */
function isTranslatablePath(collection: TranslatableCollection, field: string): boolean {
  const pattern = field.replace(/\[\d+\]/g, '[]');
  return (translatableFields[collection] as readonly string[]).includes(pattern);
}

function diff(expected: string[], actual: string[]): { missing: string[]; extra: string[] } {
  const left = [...actual];
  const missing: string[] = [];
  for (const e of expected) {
    const i = left.indexOf(e);
    if (i === -1) missing.push(e);
    else left.splice(i, 1);
  }
  return { missing, extra: left };
}

function describe({ missing, extra }: { missing: string[]; extra: string[] }): string {
  return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `added ${extra.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}
