import type { Driver } from './drivers';
import { isConnectionError } from './errors';
import { isOperatorObject, type Filter } from './filter';
import { project } from './projection';
import { Params } from './sql';
import type { FindQuery, StoredDoc } from './types';

/**
 * Whether a filter only looks documents up by equal strings: {_id: "x"}, {_id: {$in: [...]}},
 * {collection: "characters", id: "keel"}, each field a string or {$eq: string}. Served by the
 * primary key or the GIN index, so cheap and bounded whatever else the query asks (projection,
 * sort, limit), and safe to run in one statement with other such lookups.
 */
export function equalityLookup(filter: Filter): boolean {
  const entries = Object.entries(filter);
  return (
    entries.length > 0 &&
    entries.every(([path, value]) => {
      if (path.startsWith('$')) return false;
      if (typeof value === 'string') return true;
      if (!isOperatorObject(value) || Object.keys(value).length !== 1) return false;
      if ('$eq' in value) return typeof value.$eq === 'string';
      return path === '_id' && Array.isArray(value.$in) && value.$in.every((v) => typeof v === 'string');
    })
  );
}

interface Waiting {
  collection: string;
  query: FindQuery;
  resolve: (docs: StoredDoc[]) => void;
  reject: (error: unknown) => void;
}

/** The SQL of one list query, its placeholders numbered on from `params` (lib/store's findSql). */
type FindSql = (collection: string, query: FindQuery, params?: Params) => { text: string; values: unknown[] };
/** Runs one list query on its own statement. */
type FindAlone = (driver: Driver, collection: string, query: FindQuery) => Promise<StoredDoc[]>;

/**
 * One statement for several lookups: a row per lookup, `q` its index among `members` and `docs`
 * its documents as a JSON array, aggregated from the lookup's own sorted, limited subquery, so
 * each keeps its order.
 */
interface Statement {
  members: Waiting[];
  parts: string[];
  params: Params;
}

/**
 * Collects the equality lookups made in one turn of the event loop (a page's reads started
 * together with Promise.all) and runs them as one statement: each lookup's rows, in its own
 * order, as one JSON array per lookup. On PGlite every statement is a round trip to its worker
 * plus a parse, bind and execute, so one statement for several lookups costs less than one each,
 * whether they run concurrently or one after another (a detail page's reads are many lookups made
 * together). A lookup alone in its turn runs as its own statement.
 *
 * Each lookup still gets exactly its own result or its own error: a statement that fails is
 * retried as one statement per lookup (unless the store itself is gone), so no lookup fails
 * because of another's. Lookups that together need more bind parameters than one statement
 * takes are split over as many statements as needed.
 */
export class LookupBatcher {
  private waiting: Waiting[] = [];

  constructor(
    private readonly driver: Driver,
    private readonly findSql: FindSql,
    private readonly findAlone: FindAlone,
  ) {}

  find(collection: string, query: FindQuery): Promise<StoredDoc[]> {
    return new Promise<StoredDoc[]>((resolve, reject) => {
      this.waiting.push({ collection, query, resolve, reject });
      // The first lookup of a turn schedules the statement; the rest of the turn's join it.
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 1) {
      void this.alone(batch[0] as Waiting);
      return;
    }
    for (const statement of this.statements(batch)) void this.run(statement);
  }

  /**
   * The lookups as statements, each lookup's SQL built once, into the statement it joins: a
   * lookup that would take a statement past its bind parameters starts the next one, and one
   * that cannot be built at all runs alone, to fail with its own error.
   */
  private statements(batch: readonly Waiting[]): Statement[] {
    const statements: Statement[] = [];
    let open: Statement | undefined;
    for (const waiting of batch) {
      if (open && this.join(open, waiting)) continue;
      const next: Statement = { members: [], parts: [], params: new Params() };
      if (this.join(next, waiting)) statements.push((open = next));
      else statements.push({ members: [waiting], parts: [], params: next.params });
    }
    return statements;
  }

  /** Adds a lookup's subquery to a statement; false (the statement unchanged) when it does not fit. */
  private join(statement: Statement, waiting: Waiting): boolean {
    const before = statement.params.values.length;
    try {
      const { text } = this.findSql(waiting.collection, waiting.query, statement.params);
      const q = statement.members.length;
      statement.parts.push(
        `SELECT ${q} AS q, (SELECT COALESCE(jsonb_agg(b.data), '[]'::jsonb) FROM (${text}) AS b) AS docs`,
      );
      statement.members.push(waiting);
      return true;
    } catch {
      statement.params.truncate(before);
      return false;
    }
  }

  private async run({ members, parts, params }: Statement): Promise<void> {
    if (members.length === 1) return this.alone(members[0] as Waiting);
    try {
      const rows = await this.driver.query<{ q: number; docs: StoredDoc[] }>(
        parts.join(' UNION ALL '),
        params.values,
      );
      const byQuery = new Map(rows.map((row) => [Number(row.q), row.docs]));
      members.forEach((waiting, i) => {
        const docs = byQuery.get(i) ?? [];
        waiting.resolve(docs.map((doc) => project(doc, waiting.query.projection) as StoredDoc));
      });
    } catch (error) {
      if (isConnectionError(error)) {
        for (const waiting of members) waiting.reject(error);
        return;
      }
      await Promise.all(members.map((waiting) => this.alone(waiting)));
    }
  }

  private alone(waiting: Waiting): Promise<void> {
    return this.findAlone(this.driver, waiting.collection, waiting.query).then(
      waiting.resolve,
      waiting.reject,
    );
  }
}
