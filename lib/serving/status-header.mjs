/**
 * The status a page's answer must have when the proxy (proxy.ts) chose it: a path that no route
 * serves, or an entity that does not exist, is rewritten to the 404 page of its language, which
 * Next renders (a prerendered page) with 200; Next does not carry a rewrite's own status. The
 * proxy names the status in this header, and server.mjs sends it instead, uncached like Next's
 * own 404s (a page that appears later must not be hidden by a stored 404).
 */
export const STATUS_HEADER = 'x-lf-status';
const NOT_STORED = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * @param {import('node:http').ServerResponse} res
 */
export function applyStatusHeader(res) {
  const writeHead = res.writeHead;
  /** @type {typeof res.writeHead} */
  const patched = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const wanted = Number(res.getHeader(STATUS_HEADER));
    if (wanted >= 400 && wanted < 600) {
      res.removeHeader(STATUS_HEADER);
      res.setHeader('cache-control', NOT_STORED);
      res.removeHeader('x-nextjs-cache');
      res.removeHeader('x-middleware-rewrite');
      res.statusCode = wanted;
      return writeHead.call(res, wanted, ...rest);
    }
    return writeHead.call(res, status, ...rest);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (/** @type {unknown} */ (patched));
}
