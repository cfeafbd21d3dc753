import 'server-only';
import { translationFile, translationId, type TranslationDoc } from '@/lib/content';
import {
  applyTranslation,
  translatableFields,
  type Locale,
  type Localized,
  type TranslatableCollection,
  type TranslationFile,
} from '@/lib/content/i18n';
import { collectionTag } from '@/lib/data';
import { cacheScope } from './cache';
import { findAll } from './read-stored';

/** The language a page is shown in: the content's own English, or a locale it is translated into. */
export type PageLocale = 'en' | Locale;

/**
 * A locale's translations of one collection, as stored by the import. Tagged `col:translations`:
 * the import's write of any translation expires it (lib/data/cache.ts purgeWrites).
 */
async function readTranslationDocs(
  locale: Locale,
  collection: TranslatableCollection,
): Promise<TranslationDoc[]> {
  'use cache';
  cacheScope([collectionTag('translations')]);
  return findAll('translations', { filter: { locale, collection }, sort: { _id: 1 } });
}

/** A locale's translations of one collection: document id → its translation file. */
export async function readTranslations(
  locale: Locale,
  collection: TranslatableCollection,
): Promise<Map<string, TranslationFile>> {
  const docs = await readTranslationDocs(locale, collection);
  return new Map(docs.map((doc) => [doc.id, translationFile(doc)]));
}

/**
 * Documents of a collection as a locale shows them (applyTranslation), each with the fields it
 * still shows in English. English reads no translation and returns the documents as they are.
 */
export async function localizeDocs<T extends { _id: string }>(
  locale: PageLocale,
  collection: TranslatableCollection,
  docs: readonly T[],
): Promise<Localized<T>[]> {
  if (locale === 'en') return docs.map((doc) => ({ doc, english: [] }));
  const files = await readTranslations(locale, collection);
  return docs.map((doc) => applyTranslation(collection, doc, files.get(doc._id) ?? {}));
}

/** One document as a locale shows it (see localizeDocs). */
export async function localizeDoc<T extends { _id: string }>(
  locale: PageLocale,
  collection: TranslatableCollection,
  doc: T,
): Promise<Localized<T>> {
  const [localized] = await localizeDocs(locale, collection, [doc]);
  return localized!;
}

/**
 * Documents of any content collection as a locale shows them, each marked with the texts it still
 * shows in English (`_english`: a long text the locale may leave in English, or one whose English
 * changed since it was translated), which the page marks `lang="en"` (components/common/english-mark).
 * English, and collections nothing translates, come back as they are.
 */
export async function inLocaleOf<T>(locale: PageLocale, collection: string, docs: T[]): Promise<T[]> {
  if (locale === 'en' || !(collection in translatableFields) || docs.length === 0) return docs;
  const translatable = collection as TranslatableCollection;
  const localized = await localizeDocs(locale, translatable, docs as unknown as { _id: string }[]);
  return localized.map((shown) => marked(shown) as T);
}

/** A document a page shows, by collection and id: what findTranslationsOf reads the translation of. */
export interface TranslationRef {
  collection: TranslatableCollection;
  id: string;
}

/** Translations read by id (findTranslationsOf), by their `_id`: `<locale>/<collection>/<id>` → file. */
export type TranslationsById = ReadonlyMap<string, TranslationFile>;

/**
 * A locale's stored translations of the documents named, read by id in one lookup (documents
 * without one are left out). Uncached: for a page read that keeps all it reads in one entry, which
 * then carries `col:translations` itself (getCharacterPage), and reads a few translations instead of
 * every one of each collection it shows.
 */
export async function findTranslationsOf(
  locale: Locale,
  refs: readonly TranslationRef[],
): Promise<TranslationsById> {
  const ids = [...new Set(refs.map((ref) => translationId(locale, ref.collection, ref.id)))];
  if (ids.length === 0) return new Map();
  const docs = await findAll('translations', { filter: { _id: { $in: ids } } });
  return new Map(docs.map((doc) => [doc._id, translationFile(doc)]));
}

/** Documents as a locale shows them, marked as inLocaleOf marks them, from translations read by id. */
export function inLocaleFrom<T extends { _id: string }>(
  locale: Locale,
  translations: TranslationsById,
  collection: TranslatableCollection,
  docs: T[],
): T[] {
  return docs.map((doc) => {
    const file = translations.get(translationId(locale, collection, doc._id));
    return marked(applyTranslation(collection, doc, file ?? {}));
  });
}

/** A localized document with the texts it still shows in English named in `_english`. */
function marked<T>({ doc, english }: Localized<T>): T {
  return (english.length > 0 ? { ...doc, _english: english } : doc) as T;
}
