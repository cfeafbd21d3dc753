/**
 * What the page rewrites in server.mjs (defer-scripts.mjs, critical-css.mjs) share: deciding, once
 * the response's headers are settled, whether it is a page they may rewrite.
 */

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
  const { writeHead } = res;
  let decided = false;
  res.writeHead = function patchedWriteHead(status, ...rest) {
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object') {
      rest.pop();
      const entries = Array.isArray(last) ? pairs(last) : Object.entries(last);
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
  return true;
}

/** A raw header array, [name, value, name, value, ...], as pairs. */
function pairs(list) {
  const out = [];
  for (let i = 0; i + 1 < list.length; i += 2) out.push([list[i], list[i + 1]]);
  return out;
}
