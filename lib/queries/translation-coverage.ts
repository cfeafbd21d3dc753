import 'server-only';
import {
  applyTranslation,
  collectionCoverage,
  coverageTotal,
  locales,
  translatableFields,
  type CoverageRow,
  type Locale,
  type TranslatableCollection,
  type TranslationFile,
  type TranslationStatus,
} from '@/lib/content/i18n';
import { collectionTag, type Projection } from '@/lib/data';
import { cacheScope } from './cache';
import { findAll } from './read-stored';
import { readTranslations } from './translations';

const collections = Object.keys(translatableFields) as TranslatableCollection[];

/** How many stale fields a locale's list names; the counts in its table cover them all. */
const STALE_LIST_LIMIT = 50;

/** A translated field whose English text has changed since: shown in English until it is updated. */
export interface StaleField {
  collection: TranslatableCollection;
  id: string;
  /** The document's name as the locale shows it (English while the name itself is stale). */
  name: string;
  /** The field's path (`description`, `skills[1].name`). */
  field: string;
}

/** One locale's coverage: a row per collection, their total, and the first stale fields. */
export interface LocaleCoverage {
  locale: Locale;
  rows: CoverageRow[];
  total: ReturnType<typeof coverageTotal>;
  /** At most STALE_LIST_LIMIT, in the collections' order; `total.stale` counts every one. */
  stale: StaleField[];
}

/** The top-level fields that hold a collection's translatable texts: all a count needs of a document. */
function translatableProjection(collection: TranslatableCollection): Projection {
  const heads = translatableFields[collection].map((path) => path.split(/[.[]/)[0]!);
  return Object.fromEntries(['name', ...heads].map((head) => [head, 1]));
}

/** The stale fields of one collection's documents in a locale, each with the name the locale shows. */
function staleFields(
  collection: TranslatableCollection,
  docs: readonly { _id: string; name: string }[],
  files: ReadonlyMap<string, TranslationFile>,
  statuses: ReadonlyMap<string, TranslationStatus>,
): StaleField[] {
  return docs.flatMap((doc) => {
    const fields = statuses.get(doc._id)?.stale ?? [];
    if (fields.length === 0) return [];
    const { name } = applyTranslation(collection, { name: doc.name }, files.get(doc._id) ?? {}).doc;
    return fields.map((field) => ({ collection, id: doc._id, name, field }));
  });
}

/**
 * How much of each content collection each locale translates, counted as the import counts it
 * (collectionCoverage) over what the store holds now: the stored translations and the English
 * documents. Tagged with the translations and every content collection, so an import of
 * translations or an editor's change to an English text shows at once.
 */
export async function getTranslationCoverage(): Promise<LocaleCoverage[]> {
  'use cache';
  cacheScope([collectionTag('translations'), ...collections.map(collectionTag)]);
  const english = await Promise.all(
    collections.map((collection) =>
      findAll(collection, { projection: translatableProjection(collection), sort: { _id: 1 } }),
    ),
  );
  return Promise.all(
    locales.map(async (locale) => {
      const files = await Promise.all(collections.map((collection) => readTranslations(locale, collection)));
      const rows: CoverageRow[] = [];
      const stale: StaleField[] = [];
      for (const [i, collection] of collections.entries()) {
        const docs = english[i]!;
        const { row, statuses } = collectionCoverage(locale, collection, docs, files[i]!);
        rows.push(row);
        if (stale.length < STALE_LIST_LIMIT)
          stale.push(...staleFields(collection, docs, files[i]!, statuses));
      }
      return { locale, rows, total: coverageTotal(rows), stale: stale.slice(0, STALE_LIST_LIMIT) };
    }),
  );
}
