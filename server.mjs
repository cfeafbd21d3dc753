#!/usr/bin/env node
/**
 * The site's production server (`npm run serve`, `npm start`): Next's own request handler, in a
 * Node HTTP server that does these things around it (docs/architecture.md, "Serving"):
 *
 * - it loads the framework's scripts after the page's first paint (lib/serving/defer-scripts.mjs),
 *   which is what brings the largest contentful paint under 1.5 s on a phone;
 * - it puts each page's critical CSS inline and loads the stylesheets without blocking the first
 *   paint (lib/serving/critical-css.mjs);
 * - it serves the build's static assets (`/_next/static/…`) as files, with the Brotli and gzip
 *   copies the build wrote beside them (lib/serving/static-assets.mjs), so an asset is compressed
 *   once per build instead of once per request;
 * - it compresses everything else (the `compression` middleware that `next start` uses, with its
 *   defaults). Next's own compression is off in next.config.ts, because it would compress the page
 *   before the rewrite could read it;
 * - it ends the reply of a protocol write only once Next has expired the cache tags the write
 *   touched (lib/serving/hold-write-reply.mjs), so the writer's next request reads fresh data;
 * - it sends the 404 page the proxy chose with status 404 (lib/serving/status-header.mjs).
 *
 * Usage: node server.mjs [-p PORT] [-H HOSTNAME]   (or PORT in the environment; 3000 and all
 * interfaces by default). Everything else is configured as for `next start`:
 * next.config.ts, NEXT_DIST_DIR and the settings in README "Configuration".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { createCriticalCss, inlineCriticalCss } from './lib/serving/critical-css.mjs';
import { deferFrameworkScripts } from './lib/serving/defer-scripts.mjs';
import { holdWriteReply } from './lib/serving/hold-write-reply.mjs';
import { applyStatusHeader } from './lib/serving/status-header.mjs';
import { createStaticAssets } from './lib/serving/static-assets.mjs';
import { securityHeadersFor } from './lib/security/headers.mjs';

/**
 * The value after `-p`/`--port` (or `--port=N`) and `-H`/`--hostname` on the command line.
 * @param {string} short
 * @param {string} long
 * @returns {string | undefined}
 */
function option(short, long) {
  const args = process.argv.slice(2);
  for (const [i, arg] of args.entries()) {
    if (arg === short || arg === long) return args[i + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

const portText = option('-p', '--port') ?? process.env.PORT ?? '3000';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`server.mjs: the port must be a number from 0 to 65535, not "${portText}"`);
  process.exit(1);
}
// Only from the command line, as for `next start`: many shells and containers export HOSTNAME as
// the machine's own name, which would bind the server to that one interface.
const hostname = option('-H', '--hostname');

// Next's types make NODE_ENV read-only, as it is inside the app; here the app is yet to start.
if (process.env.NODE_ENV === undefined) Object.assign(process.env, { NODE_ENV: 'production' });
const dir = path.dirname(fileURLToPath(import.meta.url));
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} Middleware */
// Typed for Express, the middleware needs only what a plain Node request has (`next start` uses it so).
const compress = /** @type {Middleware} */ (compression());
// The build's stylesheets, for each page's critical CSS (next.config.ts names the same folder).
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
const critical = createCriticalCss({ distDir });
const assets = createStaticAssets(distDir, { headers: securityHeadersFor() });
let criticalFailed = false;
/** @param {unknown} error */
function criticalFailure(error) {
  // The page went out as Next wrote it; say so once, not on every request.
  if (criticalFailed) return;
  criticalFailed = true;
  console.error('server.mjs: critical CSS not inlined, pages are sent as they are:', error);
}

await app.prepare();

const server = http.createServer((req, res) => assets(req, res, () => page(req, res)));

// Next hands the background work of a request to the `waitUntil` of the request context a server
// provides (documented with `after`: "supporting after for serverless platforms"), and to its own,
// which runs it after the reply, when there is none.
const requestContext = new AsyncLocalStorage();
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('@next/request-context')] = {
  get: () => requestContext.getStore(),
};

/** The protocol's actions are POSTed here; the writes among them expire cache tags. */
const DATA_PATH = '/api/data/';
/**
 * Everything but the static assets: Next's handler, behind the rewrites and the compression.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function page(req, res) {
  if (req.method === 'POST' && req.url?.startsWith(DATA_PATH)) {
    requestContext.run(holdWriteReply(res), () => render(req, res));
  } else {
    render(req, res);
  }
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function render(req, res) {
  compress(req, res, () => {
    // Next writes to the last layer installed: the scripts are rewritten first, then the critical
    // CSS goes in, then the page is compressed.
    applyStatusHeader(res);
    inlineCriticalCss(req, res, critical, criticalFailure);
    deferFrameworkScripts(req, res);
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
}

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`▲ Lanternfall Codex ready on http://${hostname ?? 'localhost'}:${shown}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  // Open keep-alive connections would hold close() back; they are idle, so end them.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
