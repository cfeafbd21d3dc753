/**
 * Framework scripts after the first paint (issue #10: LCP under 1.5 s on Lighthouse's mobile
 * profile).
 *
 * Next's App Router names every script a page needs in the head (`<script src async>` from React's
 * preinit, and a low-priority preload of the bootstrap script), so the browser fetches and runs
 * React and Next (most of the first-load JS) while it is still parsing the page, and on a phone the
 * first paint of a page that is already fully rendered waits for them. Next has no option to load
 * them later, so the server rewrites the page as it sends it: each of those tags keeps its place
 * but names its script in `data-lf-src` instead of `src` (an inline script with no text, which
 * runs nothing), the bootstrap preload is dropped, and a small loader after the bootstrap tag adds
 * the real scripts, in the same order, once the browser has painted its first frame. The page then
 * hydrates exactly as before, just after the visitor can already read it, and Lighthouse's
 * simulated LCP does not count the framework's scripts.
 *
 * Only the page's shell is rewritten (up to the bootstrap tag): a script React names later in a
 * streamed response loads as Next wrote it. Pages work unchanged without the rewrite (`next dev`,
 * plain `next start`), only slower to paint.
 *
 * The transform works on latin1 text, which maps bytes to characters one to one, so a multi-byte
 * UTF-8 character split between two chunks passes through intact; everything it matches is ASCII.
 */

import { BOOTSTRAP_ID, onHtmlPage, replaceWriters, writersOf } from './html-response.mjs';

/** The attribute that holds a deferred script's address. */
export const DEFERRED_SRC = 'data-lf-src';

/**
 * Runs in the page after the bootstrap tag: once the whole page is parsed (DOMContentLoaded; its
 * RSC payload is inline, so this is the end of the response) and a frame of it is painted (a
 * requestAnimationFrame callback runs just before the frame, a timeout queued from it just after),
 * it adds a real script for every deferred one, in document order. Waiting for the parse keeps
 * React from starting while the parser still feeds it the page's data, and keeps the scripts'
 * downloads out of the page's first paints. A tab opened in the background paints nothing until it
 * is shown, so there it loads them once the page is parsed.
 */
export const LOADER =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
  `d.querySelectorAll('script[${DEFERRED_SRC}]').forEach(function(p){` +
  `var s=d.createElement('script');s.src=p.getAttribute('${DEFERRED_SRC}');s.async=true;d.head.appendChild(s)})}` +
  "function next(){if(d.visibilityState!=='visible')go();else requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "if(d.readyState!=='loading')next();else d.addEventListener('DOMContentLoaded',next)})()";

/** A script of the build named with `async` (Next's chunks and its bootstrap script). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>(<\/script>)?/g;
/** React's preload of the bootstrap script, which would fetch it as early as the tag itself. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+\.js"[^>]*>/g;
/** A tag cut off by the end of a chunk is held back until the next one, up to this many chars. */
const MAX_HELD = 4096;

/**
 * A streaming rewriter for one HTML response: `push` takes each chunk and returns what can be sent
 * now, `end` returns the rest. Chunks and results are latin1 strings.
 */
export function createScriptDeferrer() {
  let held = '';
  let shellDone = false;
  let deferred = 0;

  /** @param {string} text */
  function rewrite(text) {
    text = text.replace(SCRIPT_PRELOAD, (tag) => (shellDone ? tag : ''));
    return text.replace(CHUNK_SCRIPT, (tag, src, attributes, close) => {
      if (shellDone || !/\basync=""/.test(attributes) || /\bnoModule\b/i.test(attributes)) return tag;
      deferred += 1;
      const placeholder = `<script ${DEFERRED_SRC}="${src}"${attributes}>${close ?? ''}`;
      if (!attributes.includes(BOOTSTRAP_ID) || !close) return placeholder;
      shellDone = true;
      return `${placeholder}<script>${LOADER}</script>`;
    });
  }

  return {
    /** @param {string} chunk */
    push(chunk) {
      if (shellDone) return held + chunk;
      const text = held + chunk;
      held = '';
      // Hold back an unfinished tag, or a script tag whose closing tag has not arrived yet.
      const lastOpen = text.lastIndexOf('<');
      const lastScript = text.lastIndexOf('<script');
      let cut = text.length;
      if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen;
      if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) cut = Math.min(cut, lastScript);
      if (text.length - cut > MAX_HELD) cut = text.length;
      held = text.slice(cut);
      const out = rewrite(text.slice(0, cut));
      // The rewrite may have finished the shell: nothing after it is held or rewritten.
      if (shellDone) {
        const rest = held;
        held = '';
        return out + rest;
      }
      return out;
    },
    /** What is still held, rewritten; and the loader, if the shell never named its bootstrap. */
    end() {
      const out = shellDone ? held : rewrite(held);
      held = '';
      if (!shellDone && deferred > 0) {
        shellDone = true;
        return `${out}<script>${LOADER}</script>`;
      }
      return out;
    },
    /** True once the shell is rewritten: from then on chunks pass through unchanged. */
    get done() {
      return shellDone;
    },
  };
}

/**
 * Rewrites the response to `req` as it is written, if it turns out to be an uncompressed HTML
 * page answering a GET: the rewritten body's length differs, so a Content-Length is dropped (the
 * body goes out chunked, or compressed by the layer outside this one).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function deferFrameworkScripts(req, res) {
  const { write, end } = writersOf(res);
  /** @type {ReturnType<typeof createScriptDeferrer> | null} */
  let deferrer = null;
  if (!onHtmlPage(req, res, () => (deferrer = createScriptDeferrer()))) return;

  /**
   * @param {import('./html-response.mjs').Chunk} chunk
   * @param {BufferEncoding | undefined} encoding
   */
  function toLatin1(chunk, encoding) {
    if (typeof chunk === 'string') return Buffer.from(chunk, encoding || 'utf8').toString('latin1');
    return Buffer.from(chunk).toString('latin1');
  }

  /** @type {import('./html-response.mjs').Write} */
  const patchedWrite = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    // Past the shell (most of a page: its RSC payload) the bytes go out as they came.
    if (!deferrer || deferrer.done || chunk == null) return write.call(res, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    const out = deferrer.push(toLatin1(chunk, encoding));
    return write.call(res, Buffer.from(out, 'latin1'), callback);
  };

  /** @type {import('./html-response.mjs').End} */
  const patchedEnd = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!deferrer) return end.call(res, chunk, encoding, callback);
    let out = chunk == null ? '' : deferrer.push(toLatin1(chunk, encoding));
    out += deferrer.end();
    return end.call(res, Buffer.from(out, 'latin1'), callback);
  };
  replaceWriters(res, patchedWrite, patchedEnd);
}
