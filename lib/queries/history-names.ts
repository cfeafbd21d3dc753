import 'server-only';
import { contentCollections, translationId, type HistoryEntry } from '@/lib/content';
import { translatableFields, type TranslatableCollection } from '@/lib/content/locales';
import { collectionTag } from '@/lib/data';
import { defaultLocale, type SiteLocale } from '@/lib/i18n/locales';
import type { HistoryNames } from '@/lib/format/history-names';
import { cacheScope } from './cache';
import { getChangelog } from './history';
import { readAll } from './read-stored';
import { findTranslationsOf, inLocaleOf } from './translations';

/** What the history in a locale is read under: every content collection and, translated, the translations. */
export const historyTags = (locale: SiteLocale) => [
  ...contentCollections.map(collectionTag),
  ...(locale === defaultLocale ? [] : [collectionTag('translations')]),
];

/**
 * The locale's names for the changelog's entries (`versions`) and for every character (`stored`,
 * the English documents, with at least their names): uncached, for a read that keeps it in its
 * own entry along with what else it reads of those documents.
 */
export async function historyNames(
  locale: SiteLocale,
  versions: readonly { entries: readonly HistoryEntry[] }[],
  stored: { _id: string; name: string }[],
): Promise<HistoryNames> {
  const characters = Object.fromEntries(
    (await inLocaleOf(locale, 'characters', stored)).map((c) => [c._id, c.name]),
  );
  if (locale === defaultLocale) return { characters, docs: {} };
  const refs = new Map<string, { collection: TranslatableCollection; id: string }>();
  for (const { entries } of versions)
    for (const e of entries)
      if (e.collection in translatableFields)
        refs.set(`${e.collection}/${e.id}`, { collection: e.collection as TranslatableCollection, id: e.id });
  const files = await findTranslationsOf(locale, [...refs.values()]);
  const docs: Record<string, string> = {};
  for (const [key, { collection, id }] of refs) {
    const name = files.get(translationId(locale, collection, id))?.name;
    if (typeof name === 'string') docs[key] = name;
  }
  return { characters, docs };
}

/** The history's names in a locale (see historyNames), cached for the changelog's pages. */
export async function getHistoryNames(locale: SiteLocale): Promise<HistoryNames> {
  'use cache';
  cacheScope(historyTags(locale));
  const [versions, stored] = await Promise.all([
    getChangelog(),
    readAll('characters', { projection: { _id: 1, name: 1 }, sort: { _id: 1 } }),
  ]);
  return historyNames(locale, versions, stored);
}
