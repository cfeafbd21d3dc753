import 'server-only';
import {
  buildEffectGraph,
  effectSourceCollections,
  relationCounts,
  sourceEdges,
  type EffectSourceCollection,
} from '@/lib/content/effect-graph';
import { rosterScale } from '@/lib/content/stats';
import { characterTiers } from '@/lib/content/tier-summary';
import type { CollectionName, DocOf, EffectGraphSummary, HistoryEntry, Summary } from '@/lib/content';
import type { Sql, Store, StoredDoc } from '@/lib/store';

/** The record collection (in the documents table) that holds the summaries of summarised collections. */
export const SUMMARIES_COLLECTION = 'summaries';

/** Serialises the writes to summarised collections, so each summary is taken after the last write. */
const SUMMARY_LOCK = 7151978;

type SummaryName = 'characters' | 'tierlists' | 'effects' | 'effect-graph';
/** A summary before it is stamped: each of Summary's shapes without `refreshedAt`. */
type Figures<S = Summary> = S extends unknown ? Omit<S, 'refreshedAt'> : never;

/**
 * The most history entries of the tier lists a summary takes moves from: the newest, as many as
 * a history read returns (lib/queries/history.ts), so a store without summaries shows the same.
 */
const TIER_HISTORY_LIMIT = 1000;

/** Documents by collection, as a summariser reads them, each typed by its collection's schema. */
type Sources = { [C in CollectionName]?: Source<C> };
type Source<C extends CollectionName> = readonly (DocOf<C> & { _id: string })[];

/**
 * How each summary's figures are taken: `from`, the collections it is taken from (a write to any
 * of them refreshes it), and `take`, the figures from all of their documents (and, inside the
 * write's transaction, whatever else they need). The summaries `<name>` and `<name>:<key>` it
 * returns replace every summary of that name.
 */
const summarisers: Record<
  SummaryName,
  {
    from: readonly CollectionName[];
    take: (docs: Sources, sql: Sql) => Promise<Figures[]>;
    /**
     * Brings the summaries up to date after a write to one document, when that is cheaper than
     * taking them all again; false when it cannot (no summary yet), and they are then taken again.
     */
    follow?: (sql: Sql, written: Written) => Promise<boolean>;
  }
> = {
  characters: {
    from: ['characters'],
    async take({ characters: roster = [] }) {
      return [{ _id: 'characters', count: roster.length, statScale: rosterScale(roster) }];
    },
  },
  /** Each character's placements and tier moves, so its page reads one small document, not every list and its history. */
  tierlists: {
    from: ['tierlists'],
    async take({ tierlists: lists = [] }, sql) {
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
  },
  /** Every effect's name and type, which a character page reads with its first reads, not after its skills. */
  effects: {
    from: ['effects'],
    async take({ effects: list = [] }) {
      const names = Object.fromEntries(list.map((e) => [e._id, { name: e.name, type: e.type }]));
      return [{ _id: 'effects', count: list.length, names }];
    },
  },
  /**
   * The effect graph, derived once per write from the structured interactions of every source
   * collection: each effect's relation lists, and how long each list is for the effects list.
   */
  'effect-graph': {
    from: effectSourceCollections,
    async take(docs) {
      const graph = buildEffectGraph(docs);
      const ids = Object.keys(graph).sort();
      const counts = Object.fromEntries(ids.map((id) => [id, relationCounts(graph[id]!)]));
      const count = Object.values(counts).reduce(
        (n, c) => n + Object.values(c).reduce((a, b) => a + b, 0),
        0,
      );
      return [
        { _id: 'effect-graph', count, counts },
        ...ids.map((effect): Figures => ({
          _id: `effect-graph:${effect}`,
          effect,
          relations: graph[effect]!,
        })),
      ];
    },
    follow: followEffectGraph,
  },
};

/** The document a write wrote. */
interface Written {
  collection: string;
  id: string;
}

/**
 * The effect graph after a write to one source document: only the effects it touched before the
 * write (their summaries name it) or touches now are taken again, each from every source that
 * names it, in the order the whole derivation lists them; so a write costs a few small reads,
 * not every source document, and the summaries end as `take` would leave them.
 */
async function followEffectGraph(sql: Sql, { collection, id }: Written): Promise<boolean> {
  const [head] = await sql.query<{ data: EffectGraphSummary }>(
    'SELECT data FROM documents WHERE collection = $1 AND id = $2',
    [SUMMARIES_COLLECTION, 'effect-graph'],
  );
  if (!head) return false;
  const before = await sql.query<{ effect: string }>(
    `SELECT data->>'effect' AS effect FROM documents WHERE collection = $1 AND id LIKE 'effect-graph:%'
     AND jsonb_path_exists(data, '$.relations.*[*].source ? (@.collection == $c && @.id == $id)', jsonb_build_object('c', $2::text, 'id', $3::text))`,
    [SUMMARIES_COLLECTION, collection, id],
  );
  const [written] = await sql.query<{ data: StoredDoc }>(
    'SELECT data FROM documents WHERE collection = $1 AND id = $2',
    [collection, id],
  );
  const now = written ? sourceEdges(collection as EffectSourceCollection, written.data) : [];
  const affected = [...new Set([...before.map((r) => r.effect), ...now.map((e) => e.interaction.effect)])];
  if (affected.length === 0) return true;
  const rows = await sql.query<{ collection: string; data: StoredDoc }>(
    `SELECT collection, data FROM documents WHERE collection = ANY($1::text[])
     AND jsonb_path_exists(data, 'lax $.** ? (@.effect == $e[*])', jsonb_build_object('e', $2::jsonb))
     ORDER BY array_position($1::text[], collection), id COLLATE "C"`,
    [effectSourceCollections, JSON.stringify(affected)],
  );
  const docs: Record<string, StoredDoc[]> = {};
  for (const row of rows) (docs[row.collection] ??= []).push(row.data);
  const graph = buildEffectGraph(docs);
  const refreshedAt = new Date().toISOString();
  const counts = { ...head.data.counts };
  for (const effect of affected) {
    const lists = graph[effect];
    await sql.query('DELETE FROM documents WHERE collection = $1 AND id = $2', [
      SUMMARIES_COLLECTION,
      `effect-graph:${effect}`,
    ]);
    if (!lists) {
      delete counts[effect];
      continue;
    }
    counts[effect] = relationCounts(lists);
    const summary: Summary = { _id: `effect-graph:${effect}`, effect, relations: lists, refreshedAt };
    await sql.query('INSERT INTO documents (collection, id, data) VALUES ($1, $2, $3::jsonb)', [
      SUMMARIES_COLLECTION,
      summary._id,
      JSON.stringify(summary),
    ]);
  }
  const count = Object.values(counts).reduce((n, c) => n + Object.values(c).reduce((a, b) => a + b, 0), 0);
  const summary: Summary = { _id: 'effect-graph', count, counts, refreshedAt };
  await sql.query('UPDATE documents SET data = $3::jsonb WHERE collection = $1 AND id = $2', [
    SUMMARIES_COLLECTION,
    'effect-graph',
    JSON.stringify(summary),
  ]);
  return true;
}

/** The summaries a write to `collection` refreshes. */
function summariesOf(collection: string): SummaryName[] {
  return (Object.keys(summarisers) as SummaryName[]).filter((name) =>
    summarisers[name].from.some((c) => c === collection),
  );
}

/** Reads every document of `collection` into `docs`; they passed its schema when written. */
async function readInto<C extends CollectionName>(docs: Sources, sql: Sql, collection: C): Promise<void> {
  const rows = await sql.query<{ data: Source<C>[number] }>(
    'SELECT data FROM documents WHERE collection = $1 ORDER BY id COLLATE "C"',
    [collection],
  );
  const list: Source<C> = rows.map((row) => row.data);
  const into: { [K in C]?: Source<K> } = docs;
  into[collection] = list;
}

/** Takes the summaries `name` again from every document of the collections they come from, and stores them. */
async function refresh(sql: Sql, name: SummaryName): Promise<void> {
  const { from, take } = summarisers[name];
  const docs: Sources = {};
  for (const collection of from) await readInto(docs, sql, collection);
  const refreshedAt = new Date().toISOString();
  const summaries = (await take(docs, sql)).map((figures) => ({ ...figures, refreshedAt }) as Summary);
  // The old ones go first: a character that left every tier list keeps no placements.
  await sql.query(`DELETE FROM documents WHERE collection = $1 AND (id = $2 OR id LIKE $3)`, [
    SUMMARIES_COLLECTION,
    name,
    `${name}:%`,
  ]);
  if (summaries.length === 0) return;
  await sql.query(
    `INSERT INTO documents (collection, id, data)
     SELECT $1, doc->>'_id', doc FROM jsonb_array_elements($2::jsonb) AS doc`,
    [SUMMARIES_COLLECTION, JSON.stringify(summaries)],
  );
}

/**
 * Runs a write to the document `id` of `collection` and refreshes the summaries taken from that
 * collection in the same transaction:
 * the write and its summaries commit together or not at all, and a lock taken first serialises
 * such writes, so the summaries always include every write committed before them. `changed` says
 * whether the write changed anything (an update that matched nothing leaves the summaries alone).
 */
export async function writeSummarised<T>(
  store: Store,
  { collection, id }: Written,
  write: (sql: Sql) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const names = summariesOf(collection);
  if (names.length === 0) return write(store.sql);
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK]);
    const result = await write(tx);
    if (changed(result))
      for (const name of names) {
        const follow = summarisers[name].follow;
        if (!follow || !(await follow(tx, { collection, id }))) await refresh(tx, name);
      }
    return result;
  });
}

/** Takes every summary again: after documents were written straight into the store (a benchmark's generated content). */
export async function refreshSummaries(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK]);
    for (const name of Object.keys(summarisers) as SummaryName[]) await refresh(tx, name);
  });
}
