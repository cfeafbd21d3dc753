// @ts-check
/**
 * The build's static assets (`/_next/static/…`: scripts, stylesheets, fonts), compressed once at
 * build time and served as files (issue #10: every page light and instant on a phone).
 *
 * Their names carry a content hash, so each URL stands for one text forever, and yet each request
 * for one went through Next's handler and the `compression` middleware, which compressed the same
 * bytes again every time: about 45 ms of the server's CPU for the 13 scripts and stylesheets of
 * one first visit to the tier list (17 ms of it Next's handler), on the same two cores the
 * visitor's page is being served from. The build now writes a Brotli (`.br`, quality 11) and a
 * gzip (`.gz`, level 9) copy beside each compressible asset, smaller than what the middleware
 * makes on the fly, and `sirv` serves them by the request's Accept-Encoding, with the
 * `immutable` year-long cache the assets had. It indexes the folder when the server starts, so a
 * request costs no file-system lookup; a name it does not know goes on to Next, as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';

/** The URL prefix of the build's static folder (`<distDir>/static`). */
export const STATIC_PREFIX = '/_next/static/';

/** Assets worth compressing: text. Images and fonts (woff2 is compressed already) are sent as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map|html|xml|wasm)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_SIZE = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `<distDir>/static` (after
 * anything else that rewrites them, such as the compile hints). Copies already there are written
 * again, so they always match their file.
 * @param {string} distDir
 * @returns {Promise<{ files: number, bytes: number, brotli: number, gzip: number }>}
 */
export async function precompressStatic(distDir) {
  const root = path.join(distDir, 'static');
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await fs.readFile(file);
    if (text.length < MIN_SIZE) continue;
    const [br, gz] = await Promise.all([
      brotli(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(text, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    totals.files += 1;
    totals.bytes += text.length;
    totals.brotli += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

/**
 * A request handler for `/_next/static/…` from `<distDir>/static`, with its compressed copies.
 * It answers a file it has and calls `next()` for anything else (another path, or a name the
 * folder did not hold when the server started), which Next then answers as it always has.
 * @param {string} distDir
 * @param {{ headers?: (req: import('node:http').IncomingMessage) => Record<string, string> }} [options]
 *   the headers an asset also carries, by request (the security headers Next gives every response)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function createStaticAssets(distDir, options = {}) {
  const serve = sirv(path.join(distDir, 'static'), {
    maxAge: 31_536_000,
    immutable: true,
    brotli: true,
    gzip: true,
    // Only a file's own name: no `index.html` or extension guessing.
    extensions: [],
    setHeaders: (res) => {
      if (!options.headers || !res.req) return;
      for (const [name, value] of Object.entries(options.headers(res.req))) res.setHeader(name, value);
    },
  });
  return (req, res, next) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(STATIC_PREFIX)) return next();
    // sirv reads the path from req.url; it sees the folder's own names, and Next the full URL.
    req.url = url.slice(STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      next();
    });
  };
}
