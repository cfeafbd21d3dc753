import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';

/** What a route of the test server does with the response and the page's bytes. */
export type Route = (res: http.ServerResponse, body: Buffer) => void;

export interface PageServer {
  /** Fetches `path`, asking for `encoding` (identity or gzip). */
  get(path: string, encoding: string): Promise<{ res: Response; text: string }>;
  url: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server as server.mjs builds one: `compression` outside, then `rewrite` (the page
 * rewrites of lib/serving), serving `page` as Next does. `/page` sends it prerendered (its length
 * known, in one piece), any path in `routes` as that route says, and anything else as JSON (which
 * no rewrite may touch).
 */
export async function startPageServer(
  page: string,
  rewrite: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  routes: Record<string, Route> = {},
): Promise<PageServer> {
  const compress = compression();
  const body = Buffer.from(page, 'utf8');
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      rewrite(req, res);
      const route = routes[req.url ?? ''];
      if (route) return route(res, body);
      if (req.url === '/page') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', body.length);
        res.end(body);
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ html: page }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async get(path, encoding) {
      const res = await fetch(url + path, { headers: { 'accept-encoding': encoding } });
      return { res, text: await res.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes `body` through writeHead and in pieces cut at `cuts` (byte offsets), as Next streams. */
export function streamInPieces(res: http.ServerResponse, body: Buffer, cuts: number[]): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  const at = [0, ...cuts, body.length];
  for (let i = 0; i + 1 < at.length; i += 1) res.write(body.subarray(at[i], at[i + 1]));
  res.end();
}
