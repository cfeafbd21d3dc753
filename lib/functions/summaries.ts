import 'server-only';
import { rosterScale } from '@/lib/content/stats';
import { characterTiers } from '@/lib/content/tier-summary';
import type { Character, Effect, HistoryEntry, Summary, Tierlist } from '@/lib/content';
import type { Sql, Store, StoredDoc } from '@/lib/store';

/** The record collection (in the documents table) that holds the summaries of summarised collections. */
export const SUMMARIES_COLLECTION = 'summaries';

/** Serialises the writes to summarised collections, so each summary is taken after the last write. */
const SUMMARY_LOCK = 7151978;

type Summarised = 'characters' | 'tierlists' | 'effects';
/** A summary before it is stamped: each of Summary's shapes without `refreshedAt`. */
type Figures<S = Summary> = S extends unknown ? Omit<S, 'refreshedAt'> : never;

/**
 * The most history entries of the tier lists a summary takes moves from: the newest, as many as
 * a history read returns (lib/queries/history.ts), so a store without summaries shows the same.
 */
const TIER_HISTORY_LIMIT = 1000;

/**
 * How each summarised collection's figures are taken from all of its documents (and, inside the
 * write's transaction, whatever else they need): the summaries `<collection>` and
 * `<collection>:<key>` it returns replace every summary of that collection.
 */
const summarisers: Record<Summarised, (docs: readonly StoredDoc[], sql: Sql) => Promise<Figures[]>> = {
  async characters(docs) {
    const roster = docs as unknown as Character[];
    return [{ _id: 'characters', count: roster.length, statScale: rosterScale(roster) }];
  },
  /** Each character's placements and tier moves, so its page reads one small document, not every list and its history. */
  async tierlists(docs, sql) {
    const lists = docs as unknown as (Tierlist & { _id: string })[];
    const rows = await sql.query<{ data: HistoryEntry }>(
      `SELECT data FROM documents WHERE collection = 'history' AND data->>'collection' = $1
       ORDER BY data->>'time' COLLATE "C" DESC, id COLLATE "C" DESC LIMIT $2`,
      ['tierlists', TIER_HISTORY_LIMIT],
    );
    const history = new Map<string, HistoryEntry[]>();
    for (const { data } of rows) history.set(data.id, [...(history.get(data.id) ?? []), data]);
    const perCharacter = [...characterTiers(lists, history)].map(([character, tiers]): Figures => ({
      _id: `tierlists:${character}`,
      character,
      ...tiers,
    }));
    return [{ _id: 'tierlists', count: lists.length }, ...perCharacter];
  },
  /** Every effect's name and type, which a character page reads with its first reads, not after its skills. */
  async effects(docs) {
    const effects = docs as unknown as (Effect & { _id: string })[];
    const names = Object.fromEntries(effects.map((e) => [e._id, { name: e.name, type: e.type }]));
    return [{ _id: 'effects', count: effects.length, names }];
  },
};

/** True for a collection whose writes refresh a summary. */
function isSummarised(collection: string): collection is Summarised {
  return Object.hasOwn(summarisers, collection);
}

/** Takes the summaries of `collection` again from every document it has now, and stores them. */
async function refresh(sql: Sql, collection: Summarised): Promise<void> {
  const rows = await sql.query<{ data: StoredDoc }>(
    'SELECT data FROM documents WHERE collection = $1 ORDER BY id COLLATE "C"',
    [collection],
  );
  const refreshedAt = new Date().toISOString();
  const summaries = (
    await summarisers[collection](
      rows.map((row) => row.data),
      sql,
    )
  ).map((figures) => ({ ...figures, refreshedAt }) as Summary);
  // The old ones go first: a character that left every tier list keeps no placements.
  await sql.query(`DELETE FROM documents WHERE collection = $1 AND (id = $2 OR id LIKE $3)`, [
    SUMMARIES_COLLECTION,
    collection,
    `${collection}:%`,
  ]);
  if (summaries.length === 0) return;
  await sql.query(
    `INSERT INTO documents (collection, id, data)
     SELECT $1, doc->>'_id', doc FROM jsonb_array_elements($2::jsonb) AS doc`,
    [SUMMARIES_COLLECTION, JSON.stringify(summaries)],
  );
}

/**
 * Runs a write and, for a summarised collection, refreshes its summaries in the same transaction:
 * the write and its summaries commit together or not at all, and a lock taken first serialises
 * such writes, so the summaries always include every write committed before them. `changed` says
 * whether the write changed anything (an update that matched nothing leaves the summaries alone).
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
