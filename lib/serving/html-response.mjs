/**
 * What the page rewrites in server.mjs (defer-scripts.mjs, critical-css.mjs) share: deciding, once
 * the response's headers are settled, whether it is a page they may rewrite.
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(error?: Error | null) => void} Callback */
/** @typedef {string | Uint8Array} Chunk */
/**
 * `res.write` as the rewriters see it: Node types it by overload, and they sort the arguments
 * themselves (an encoding may be left out before the callback).
 * @typedef {(this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => boolean} Write
 */
/**
 * `res.end` as the rewriters see it (chunk and encoding may each be left out before the callback).
 * @typedef {(this: ServerResponse, chunk?: Chunk | Callback | null, encoding?: BufferEncoding | Callback, callback?: Callback) => ServerResponse} End
 */

/**
 * The response's own `write` and `end`, for a rewriter to call once it has done its work.
 * @param {ServerResponse} res
 * @returns {{ write: Write, end: End }}
 */
export function writersOf(res) {
  return { write: /** @type {Write} */ (res.write), end: /** @type {End} */ (res.end) };
}

/**
 * Puts a rewriter's `write` and `end` in place of the response's own.
 * @param {ServerResponse} res
 * @param {Write} write
 * @param {End} end
 */
export function replaceWriters(res, write, end) {
  res.write = /** @type {ServerResponse['write']} */ (write);
  res.end = /** @type {ServerResponse['end']} */ (end);
}

/** React gives a page's bootstrap script this id; the tag ends the page's shell. */
export const BOOTSTRAP_ID = ' id="_R_"';

/**
 * Calls `onPage` once, as the headers of the response to `req` are sent, if it is an uncompressed
 * HTML page answering a GET. Its Content-Length is dropped then, as the rewritten body's length
 * differs (the body goes out chunked, or compressed by the layer outside). Headers passed to
 * `writeHead` are moved onto the response first, so the decision sees them. A rewriting layer
 * calls `res.writeHead(res.statusCode)` before its first write if the headers are not sent yet.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} onPage
 * @returns {boolean} false for anything but a GET, which is never rewritten
 */
export function onHtmlPage(req, res, onPage) {
  if (req.method !== 'GET') return false;
  const writeHead =
    /** @type {(this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse} */ (
      res.writeHead
    );
  let decided = false;
  /** @type {typeof writeHead} */
  const patchedWriteHead = function (status, ...rest) {
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object') {
      rest.pop();
      const entries = Array.isArray(last)
        ? pairs(last)
        : Object.entries(/** @type {import('node:http').OutgoingHttpHeaders} */ (last));
      for (const [name, value] of entries) if (value !== undefined) res.setHeader(name, value);
    }
    if (!decided) {
      decided = true;
      const type = String(res.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !res.getHeader('content-encoding')) {
        res.removeHeader('content-length');
        onPage();
      }
    }
    return writeHead.call(res, status, ...rest);
  };
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (patchedWriteHead);
  return true;
}

/**
 * A raw header array, [name, value, name, value, ...], as pairs.
 * @param {readonly import('node:http').OutgoingHttpHeader[]} list
 * @returns {[string, import('node:http').OutgoingHttpHeader | undefined][]}
 */
function pairs(list) {
  /** @type {[string, import('node:http').OutgoingHttpHeader | undefined][]} */
  const out = [];
  for (let i = 0; i + 1 < list.length; i += 2) out.push([String(list[i]), list[i + 1]]);
  return out;
}
