import type { Sql, StoredDoc } from './index';

/** The collection (in the documents table) that holds one record per content write. */
export const HISTORY_COLLECTION = 'history';

/** How often an update is retried when another writer changed the document between read and write. */
const UPDATE_ATTEMPTS = 5;

/** Thrown when a document kept changing under an update for every attempt. */
export class WriteConflictError extends Error {
  readonly code = 'write_conflict';
}

/**
 * Inserts `doc` and its history record in one statement: both rows are written or neither is
 * (a duplicate _id fails the whole statement with 23505, and no record is left behind).
 */
export async function insertRecorded(
  sql: Sql,
  collection: string,
  doc: StoredDoc,
  record: (doc: StoredDoc) => StoredDoc,
): Promise<void> {
  const entry = record(doc);
  await sql.query(
    `WITH written AS (
       INSERT INTO documents (collection, id, data) VALUES ($1, $2, $3::jsonb) RETURNING id
     )
     INSERT INTO documents (collection, id, data) SELECT $4, $5, $6::jsonb FROM written`,
    [collection, doc._id, JSON.stringify(doc), HISTORY_COLLECTION, entry._id, JSON.stringify(entry)],
  );
}

/**
 * Replaces the document `id` with `change(current)` and writes its history record in one
 * statement. The update only applies if the row still holds what `change` saw (compare and set),
 * so a concurrent writer can never be recorded against the wrong "before"; on a race the update
 * is recomputed from the new row. `record` returning null means nothing worth recording changed:
 * the document is written without a record.
 */
export async function updateRecorded(
  sql: Sql,
  collection: string,
  id: string,
  change: (current: StoredDoc) => StoredDoc,
  record: (before: StoredDoc, after: StoredDoc) => StoredDoc | null,
): Promise<{ matchedCount: number; modifiedCount: number }> {
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
    const [row] = await sql.query<{ data: StoredDoc }>(
      'SELECT data FROM documents WHERE collection = $1 AND id = $2',
      [collection, id],
    );
    if (!row) return { matchedCount: 0, modifiedCount: 0 };
    const next = change(row.data);
    if (JSON.stringify(next) === JSON.stringify(row.data)) return { matchedCount: 1, modifiedCount: 0 };
    const entry = record(row.data, next);
    const update = `UPDATE documents SET data = $3::jsonb
       WHERE collection = $1 AND id = $2 AND data = $4::jsonb RETURNING id`;
    const values = [collection, id, JSON.stringify(next), JSON.stringify(row.data)];
    // A write that changes only the store's stamps (updatedAt) is not history.
    const written = entry
      ? await sql.query(
          `WITH written AS (${update})
           INSERT INTO documents (collection, id, data) SELECT $5, $6, $7::jsonb FROM written RETURNING id`,
          [...values, HISTORY_COLLECTION, entry._id, JSON.stringify(entry)],
        )
      : await sql.query(update, values);
    if (written.length === 1) return { matchedCount: 1, modifiedCount: 1 };
  }
  throw new WriteConflictError(`${collection}/${id} kept changing during the update; try again`);
}
