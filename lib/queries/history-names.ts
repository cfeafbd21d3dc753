import 'server-only';
import { contentCollections, translationId } from '@/lib/content';
import { translatableFields, type TranslatableCollection } from '@/lib/content/locales';
import { collectionTag } from '@/lib/data';
import { defaultLocale, type SiteLocale } from '@/lib/i18n/locales';
import type { HistoryNames } from '@/lib/format/history-names';
import { cacheScope } from './cache';
import { getChangelog } from './history';
import { readAll } from './read-stored';
import { findTranslationsOf, inLocaleOf } from './translations';

/** Tagged with every content collection (the changelog's) and, in a translated locale, the translations. */
export async function getHistoryNames(locale: SiteLocale): Promise<HistoryNames> {
  'use cache';
  cacheScope([
    ...contentCollections.map(collectionTag),
    ...(locale === defaultLocale ? [] : [collectionTag('translations')]),
  ]);
  const [versions, stored] = await Promise.all([
    getChangelog(),
    readAll('characters', { projection: { _id: 1, name: 1 }, sort: { _id: 1 } }),
  ]);
  const characters = Object.fromEntries(
    (await inLocaleOf(locale, 'characters', stored)).map((c) => [c._id, c.name]),
  );
  if (locale === defaultLocale) return { characters, docs: {} };
  const refs = versions.flatMap((v) =>
    v.entries.flatMap((e) =>
      e.collection in translatableFields
        ? [{ collection: e.collection as TranslatableCollection, id: e.id }]
        : [],
    ),
  );
  const files = await findTranslationsOf(locale, refs);
  const docs: Record<string, string> = {};
  for (const { collection, id } of refs) {
    const name = files.get(translationId(locale, collection, id))?.name;
    if (typeof name === 'string') docs[`${collection}/${id}`] = name;
  }
  return { characters, docs };
}
