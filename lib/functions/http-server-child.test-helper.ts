/**
 * Child process behind http-server.test-helper: serves the functions protocol (handleHttp, as the
 * route app/api/data/[action] does) over real HTTP on 127.0.0.1 against a fresh test store,
 * prints "ready <base url>", and closes everything when told to stop or when its parent goes away.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setStore } from '@/lib/store';
import { openTestStore } from '@/lib/store/test-store';
import { handleHttp } from './http';

async function main() {
  const { store, cleanup } = await openTestStore();
  setStore(store);
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const action = /^\/api\/data\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
    const response = await handleHttp(request, action);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
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
