/**
 * Child process behind http-server.test-helper: serves the functions protocol (handleHttp, as the
 * route app/api/data/[action] does) over real HTTP on 127.0.0.1 against a fresh test store,
 * prints "ready <base url>", and closes everything when told to stop or when its parent goes away.
 */
import type { AddressInfo } from 'node:net';
import { setStore } from '@/lib/store';
import { openTestStore } from '@/lib/store/test-store';
import { createFunctionsServer } from './node-server';

async function main() {
  const { store, cleanup } = await openTestStore();
  setStore(store);
  const server = createFunctionsServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    setStore(undefined);
    await cleanup();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  // A parent that dies without stopping us closes our stdin: do not outlive it with a store open.
  process.stdin.on('end', () => void stop()).resume();
  process.stdout.write(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
