import 'server-only';
import { rosterScale } from '@/lib/content/stats';
import type { Character, Summary } from '@/lib/content';
import type { Sql, Store, StoredDoc } from '@/lib/store';

/** The record collection (in the documents table) that holds one summary per summarised collection. */
export const SUMMARIES_COLLECTION = 'summaries';

/** Serialises the writes to summarised collections, so each summary is taken after the last write. */
const SUMMARY_LOCK = 7151978;

/** How each summarised collection's figures are taken from all of its documents. */
const summarisers = {
  characters(docs: readonly StoredDoc[]): Omit<Summary, 'refreshedAt'> {
    const roster = docs as unknown as Character[];
    return { _id: 'characters', count: roster.length, statScale: rosterScale(roster) };
  },
} satisfies Record<string, (docs: readonly StoredDoc[]) => Omit<Summary, 'refreshedAt'>>;

type Summarised = keyof typeof summarisers;

/** True for a collection whose writes refresh a summary. */
function isSummarised(collection: string): collection is Summarised {
  return Object.hasOwn(summarisers, collection);
}

/** Takes the summary of `collection` again from every document it has now, and stores it. */
async function refresh(sql: Sql, collection: Summarised): Promise<void> {
  const rows = await sql.query<{ data: StoredDoc }>(
    'SELECT data FROM documents WHERE collection = $1 ORDER BY id COLLATE "C"',
    [collection],
  );
  const summary: Summary = {
    ...summarisers[collection](rows.map((row) => row.data)),
    refreshedAt: new Date().toISOString(),
  };
  await sql.query(
    `INSERT INTO documents (collection, id, data) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (collection, id) DO UPDATE SET data = EXCLUDED.data`,
    [SUMMARIES_COLLECTION, collection, JSON.stringify(summary)],
  );
}

/**
 * Runs a write and, for a summarised collection, refreshes the summary in the same transaction:
 * the write and its summary commit together or not at all, and a lock taken first serialises
 * such writes, so the summary always includes every write committed before it. `changed` says
 * whether the write changed anything (an update that matched nothing leaves the summary alone).
 */
export async function writeSummarised<T>(
  store: Store,
  collection: string,
  write: (sql: Sql) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  if (!isSummarised(collection)) return write(store.sql);
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK]);
    const result = await write(tx);
    if (changed(result)) await refresh(tx, collection);
    return result;
  });
}

/** Takes every summary again: after documents were written straight into the store (a benchmark's generated content). */
export async function refreshSummaries(store: Store): Promise<void> {
  for (const collection of Object.keys(summarisers))
    await writeSummarised(store, collection, async () => undefined);
}
