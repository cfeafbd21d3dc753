import 'server-only';
import http from 'node:http';
import { handleHttp } from './http';

/**
 * The functions protocol on a plain Node HTTP server (`POST /{action}` or `/api/data/{action}`),
 * for the benchmark and tests that need a real HTTP hop without a Next server.
 */
export function createFunctionsServer(): http.Server {
  return http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const action = /([^/?]+)(?:\?.*)?$/.exec(req.url ?? '')?.[1] ?? '';
    const response = await handleHttp(request, action);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}
