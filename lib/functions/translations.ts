import 'server-only';
import { translationSchema, type TranslationDoc } from '@/lib/content';
import { fieldIssues } from '@/lib/content/issues';
import { DataError } from '@/lib/errors';
import { getStore } from '@/lib/store';
import type { Caller } from './actions';

/** The record collection that holds the content's translations, one document per locale, collection and id. */
export const TRANSLATIONS_COLLECTION = 'translations';

/** Serialises translation writes, so two servers importing at one start end with the same set. */
const TRANSLATIONS_LOCK = 7151979;

/** What an import changes in the translations: documents to write whole, and `_id`s whose file is gone. */
export interface TranslationChanges {
  put: readonly TranslationDoc[];
  remove: readonly string[];
}

/**
 * Writes the import's translations in one transaction: every document in `put` replaces the
 * stored one (or is added), every `_id` in `remove` is deleted, all or nothing. Only the server
 * itself writes them (the import that opens the store); the protocol only reads `translations`,
 * as it only reads history and summaries. Returns the `_id`s written and removed, whose tags the
 * caller expires.
 */
export async function writeTranslations(changes: TranslationChanges, caller: Caller): Promise<string[]> {
  if (!('system' in caller))
    throw new DataError('forbidden', 'translations are written only by the content import');
  const docs = changes.put.map((doc) => {
    const result = translationSchema.safeParse(doc);
    if (!result.success) {
      const issue = fieldIssues(result.error)[0];
      throw new DataError(
        'bad_request',
        `translations ${String(doc._id)}: ${issue?.path || '(document)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return result.data;
  });
  if (docs.length === 0 && changes.remove.length === 0) return [];
  const store = await getStore();
  await store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [TRANSLATIONS_LOCK]);
    if (docs.length > 0)
      await tx.query(
        `INSERT INTO documents (collection, id, data)
         SELECT $1, doc->>'_id', doc FROM jsonb_array_elements($2::jsonb) AS doc
         ON CONFLICT (collection, id) DO UPDATE SET data = EXCLUDED.data`,
        [TRANSLATIONS_COLLECTION, JSON.stringify(docs)],
      );
    if (changes.remove.length > 0)
      await tx.query('DELETE FROM documents WHERE collection = $1 AND id = ANY($2::text[])', [
        TRANSLATIONS_COLLECTION,
        [...changes.remove],
      ]);
  });
  return [...docs.map((d) => d._id), ...changes.remove];
}
