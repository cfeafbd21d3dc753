import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv, resetEnv } from '@/lib/config/env';
import { purgeEdge } from './purge';

interface Seen {
  method: string | undefined;
  xkey: string | undefined;
}

/** An HTTP endpoint standing in for the proxy: records what reaches it and answers as told. */
async function endpoint(answer: 'ok' | 'error' | 'hang') {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, xkey: req.headers.xkey as string | undefined });
    if (answer === 'hang') return;
    res.writeHead(answer === 'ok' ? 200 : 503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    seen,
    /** Waits for the purge that follows the first one (see SETTLE_PURGE_DELAY_MS). */
    settled: async () => {
      const deadline = Date.now() + 6000;
      while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // The second one's own timeout, for a proxy that never answers.
      if (answer === 'hang') await new Promise((r) => setTimeout(r, 2100));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('purgeEdge', () => {
  const saved = process.env.EDGE_PURGE_URL;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    if (saved === undefined) delete process.env.EDGE_PURGE_URL;
    else process.env.EDGE_PURGE_URL = saved;
    resetEnv();
  });

  it('sends nothing when no proxy is configured', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    delete process.env.EDGE_PURGE_URL;
    resetEnv();
    try {
      await purgeEdge(['col:traits']);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends the tags to every configured proxy as a PURGE with an xkey header, and again once Next has caught up', async () => {
    const [a, b] = [await endpoint('ok'), await endpoint('ok')];
    process.env.EDGE_PURGE_URL = `${a.url}, ${b.url}`;
    resetEnv();
    await purgeEdge(['col:traits', 'doc:traits:keen-eye']);
    const purge = { method: 'PURGE', xkey: 'col:traits doc:traits:keen-eye' };
    // The first purge has reached every proxy by the time the write returns.
    expect([a.seen, b.seen]).toEqual([[purge], [purge]]);
    for (const proxy of [a, b]) {
      await proxy.settled();
      expect(proxy.seen).toEqual([purge, purge]);
      await proxy.close();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns instead of throwing when the proxy refuses', async () => {
    const proxy = await endpoint('error');
    process.env.EDGE_PURGE_URL = proxy.url;
    resetEnv();
    await expect(purgeEdge(['col:traits'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered 503'));
    await proxy.settled();
    await proxy.close();
  });

  it('gives up on a proxy that does not answer within its timeout', async () => {
    const proxy = await endpoint('hang');
    process.env.EDGE_PURGE_URL = proxy.url;
    resetEnv();
    const started = Date.now();
    await expect(purgeEdge(['col:traits'])).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.anything());
    await proxy.settled();
    await proxy.close();
  });

  it('refuses, at start-up, an EDGE_PURGE_URL that is not a list of http(s) URLs', () => {
    expect(() => parseEnv({ EDGE_PURGE_URL: 'varnish:8080' })).toThrow(/EDGE_PURGE_URL/);
    expect(() => parseEnv({ EDGE_PURGE_URL: 'http://127.0.0.1:8080/,' })).toThrow(/EDGE_PURGE_URL/);
    expect(parseEnv({ EDGE_PURGE_URL: ' http://a:1/ ,https://b/ ' }).EDGE_PURGE_URL).toEqual([
      'http://a:1/',
      'https://b/',
    ]);
  });
});
