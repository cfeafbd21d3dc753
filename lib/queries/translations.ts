import 'server-only';
import { translationFile, type TranslationDoc } from '@/lib/content';
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
  return localized.map(({ doc, english }) => (english.length > 0 ? { ...doc, _english: english } : doc) as T);
}
