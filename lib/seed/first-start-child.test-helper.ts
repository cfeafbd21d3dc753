/**
 * Child process for the interrupted-import test: runs the server's first-start import against
 * the store named by argv (a PGlite directory, or a PostgreSQL URL and schema) with the real
 * content/, printing "wrote <n>" after every document, so the parent can kill -9 it midway.
 */
import { createDataClient } from '@/lib/data/client';
import { openStore, setStore } from '@/lib/store';
import { importMarker, importOnFirstStart, type SeedClient } from './index';

async function main() {
  const [dataDir, databaseUrl, schema] = process.argv.slice(2);
  const store = await openStore(databaseUrl ? { databaseUrl, schema } : { dataDir });
  setStore(store);
  const system: SeedClient = createDataClient({ system: true });
  let written = 0;
  const client: SeedClient = {
    ...system,
    async insertOne(collection, doc) {
      const result = await system.insertOne(collection, doc);
      process.stdout.write(`wrote ${++written}\n`);
      return result;
    },
  };
  await importOnFirstStart(client, importMarker(store), { log: () => undefined });
  process.stdout.write('done\n');
  await store.close();
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
