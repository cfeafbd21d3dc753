/**
 * `npm run db:seed [-- --dry-run] [-- --url <functions url>]`: imports content/ into the store.
 * The pipeline is lib/seed; this file handles the command line, the store and the exit code.
 * The npm script runs it with --conditions=react-server, under which 'server-only' (imported by
 * the data helper) resolves to an empty module, as inside Next's server.
 */
import { parseSeedArgs, USAGE, type SeedCliOptions } from '@/lib/seed/cli';

async function main(): Promise<number> {
  let options: SeedCliOptions;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const { ContentDirError, runSeed, SeedWriteError } = await import('@/lib/seed');
  const { createDataClient } = await import('@/lib/data/client');
  const { DataError } = await import('@/lib/errors');
  const { getStore, setStore } = await import('@/lib/store');

  let closeStore = async () => {};
  const token = process.env.EDITOR_TOKEN?.trim() || undefined;
  if (options.url) {
    if (!token && !options.dryRun)
      console.warn('EDITOR_TOKEN is not set: the server will refuse the writes.');
    console.log(`Using the functions backend at ${options.url}`);
  } else {
    // Open the store here rather than on the first call, so a directory held by a running
    // server is reported as such (the store's lock fails fast) before anything else happens.
    try {
      const store = await getStore();
      closeStore = async () => {
        await store.close();
        setStore(undefined);
      };
    } catch (error) {
      console.error(`Cannot open the store: ${(error as Error).message}`);
      console.error(
        'If a server is running on it, import through the server: npm run db:seed -- --url http://localhost:3000/api/data',
      );
      return 1;
    }
  }
  // In-process, the import acts as the server itself: whoever can open the store directly
  // already has every right the server has.
  const client = options.url
    ? createDataClient({ url: options.url, token })
    : createDataClient({ system: true });

  try {
    const started = performance.now();
    const result = await runSeed({ client, contentDir: options.contentDir, dryRun: options.dryRun });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    // Pages are prerendered from the store and expired by the server that takes a write; a server
    // that was stopped during this import never heard of it.
    if (!options.url && result.status === 'applied')
      console.log('The site was built from the old data: run `npm run build` before serving it again.');
    return result.status === 'invalid' ? 1 : 0;
  } catch (error) {
    // Write failures and backend refusals carry a message meant for people; anything else is a bug.
    const known =
      error instanceof SeedWriteError || error instanceof DataError || error instanceof ContentDirError;
    console.error(known ? (error as Error).message : error);
    const code = ((error instanceof SeedWriteError ? error.cause : error) as { code?: unknown } | null)?.code;
    if (code === 'unauthenticated' || code === 'forbidden')
      console.error("Set EDITOR_TOKEN to the server's editor token.");
    return 1;
  } finally {
    await closeStore();
  }
}

main().then((code) => process.exit(code));
