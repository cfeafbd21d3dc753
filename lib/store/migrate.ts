import type { Driver } from './drivers';
import { sortKeyFunctions } from './sort';

// Each step is idempotent, so running them on every start is safe.
const steps = [
  `CREATE TABLE IF NOT EXISTS documents (
     collection text NOT NULL,
     id text NOT NULL,
     data jsonb NOT NULL,
     PRIMARY KEY (collection, id)
   )`,
  // Documents are stored uncompressed (still out of line when large). Pages read a few fields of
  // many documents, and every read of a compressed document decompresses all of it first, which
  // on PGlite dominates a read of a few fields of a long list. Reads outnumber
  // writes by far, and the content is a few megabytes. Rows written before keep their form
  // until their next write. Only altered when not yet so, as ALTER TABLE locks the table.
  `DO $$ BEGIN
     IF (SELECT attstorage FROM pg_attribute WHERE attrelid = 'documents'::regclass AND attname = 'data') <> 'e' THEN
       ALTER TABLE documents ALTER COLUMN data SET STORAGE EXTERNAL;
     END IF;
   END $$`,
  // Serves the jsonpath (@?) and containment tests that filters translate to.
  `CREATE INDEX IF NOT EXISTS documents_data_gin ON documents USING gin (data)`,
  // Facts about the store itself, such as "the first-start import completed".
  `CREATE TABLE IF NOT EXISTS store_markers (
     name text PRIMARY KEY,
     value text NOT NULL,
     set_at timestamptz NOT NULL DEFAULT now()
   )`,
  // The sort key of a field's value: the value, or an array's least/greatest element (lib/store/sort.ts).
  ...sortKeyFunctions,
];

/** Brings the schema up to date; an advisory lock serialises concurrent starts on one PostgreSQL. */
export async function migrate(driver: Driver): Promise<void> {
  await driver.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7151977)');
    for (const step of steps) await tx.query(step);
  });
}
