import { createDataClient } from '@/lib/data/client';
import { getStore } from '@/lib/store';
import { importMarker, importOnFirstStart } from './index';

/** The first-start import on the process-wide store, as the server and the build run it. */
export async function importContentOnStart(logPrefix: string): Promise<void> {
  const store = await getStore();
  const { seeded, result } = await importOnFirstStart(
    createDataClient({ system: true }),
    importMarker(store),
  );
  if (seeded)
    console.log(`${logPrefix} content/ imported into the store (${result?.written ?? 0} documents written)`);
}
