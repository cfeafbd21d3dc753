/**
 * Critical CSS inline, the stylesheets after the first paint (issue #10: Lighthouse's
 * render-blocking audit, and LCP under 1.5 s on its mobile profile).
 *
 * Next names each page's stylesheets in the head (`<link rel="stylesheet" data-precedence>`), and a
 * browser paints nothing until it has fetched all of them: on a phone's connection that is a round
 * trip or two after the page itself has arrived (Lighthouse's render-blocking finding). The server rewrites
 * each page's shell (the head and the body's markup, up to React's bootstrap script) as it sends it:
 *
 * - the rules that style the page's own markup go inline, in one `<style data-lf-critical>` before
 *   the first stylesheet. Beasties finds them (it matches every selector against the page, with
 *   pseudo-classes dropped, and keeps `@media` and keyframes as they apply); the page is matched
 *   with the dark theme on, so a visitor whose theme script picks dark paints dark at once (the
 *   light values are Bootstrap's `:root` ones). Two kinds of rule are left to the full sheets, as
 *   they cannot matter to the first paint: rules that apply only while something is hovered,
 *   focused or pressed, and custom properties nothing inline reads.
 * - the stylesheet links move into a `<noscript data-lf-css>` in their place, and a small script
 *   after it adds them back, as React wrote them, once the page is parsed and painted: the same
 *   moment the framework's scripts are loaded (defer-scripts.mjs), so React finds its links when it
 *   hydrates. The full sheets then apply the same rules again, so nothing on screen moves. They are
 *   not fetched earlier on purpose: a request that ends before the first paint is one Lighthouse
 *   counts in the page's LCP (a stylesheet with `media="print"` is still fetched at once). Without
 *   JavaScript the `<noscript>` loads them as usual.
 *
 * Only the shell is held back, which Next sends at once for a prerendered page; content that
 * streams in later is styled by the full sheets, loaded by then. Finding the rules takes Beasties
 * some tens of milliseconds, so the result is kept per shell (by its hash) in a bounded LRU cache:
 * a page is worked out once per version, like the page itself. Anything unexpected (no stylesheet
 * on disk, a parse error) sends the page as Next wrote it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import postcss from 'postcss';
import { BOOTSTRAP_ID, onHtmlPage, replaceWriters, writersOf } from './html-response.mjs';

/** The attribute that marks the inline critical CSS. */
export const CRITICAL_ATTR = 'data-lf-critical';
/** The attribute of the `<noscript>` that holds the stylesheets' links. */
export const DEFERRED_CSS = 'data-lf-css';

/** A stylesheet of the build, as React writes it in the head. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[\w.~/-]+\.css)"([^>]*?)\/?>/g;
/** Pseudo-classes of a state the first paint never has. */
const INTERACTION = /:(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;
/** A shell longer than this is sent as it is (no page of the site comes near it). */
const MAX_SHELL = 1024 * 1024;

/**
 * Drops what cannot matter to the first paint from Beasties' result: rules whose every selector
 * needs a hover, focus or press, and custom properties that no remaining rule (nor a `style`
 * attribute of the page) reads, directly or through another property.
 *
 * @param {string} css
 * @param {string} html the page's markup, for the custom properties its style attributes read
 */
export function trimCritical(css, html) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (
      parent?.type === 'atrule' &&
      /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (parent).name)
    )
      return;
    if (rule.selectors.every((selector) => INTERACTION.test(selector))) rule.remove();
  });

  /** @type {Map<string, import('postcss').Declaration[]>} */
  const definitions = new Map();
  /** @type {Set<string>} */
  const read = new Set();
  const readsIn = (/** @type {string} */ text) =>
    [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => /** @type {string} */ (m[1]));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      const list = definitions.get(decl.prop) ?? [];
      list.push(decl);
      definitions.set(decl.prop, list);
    } else {
      for (const name of readsIn(decl.value)) read.add(name);
    }
  });
  for (const [, attribute = ''] of html.matchAll(/\sstyle="([^"]*)"/g))
    for (const name of readsIn(attribute)) read.add(name);
  // What a read property reads in turn.
  const queue = [...read];
  while (queue.length > 0) {
    for (const decl of definitions.get(/** @type {string} */ (queue.pop())) ?? []) {
      for (const name of readsIn(decl.value)) {
        if (!read.has(name)) {
          read.add(name);
          queue.push(name);
        }
      }
    }
  }
  for (const [name, decls] of definitions) if (!read.has(name)) for (const decl of decls) decl.remove();

  // Rules and at-rules left empty.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * Runs in the page right after the `<noscript>` that holds the stylesheets' links: once the whole
 * page is parsed and a frame of it painted (as the scripts' loader in defer-scripts.mjs), it adds
 * each link before the `<noscript>`, in order, as React wrote it, so React finds its stylesheets
 * when it hydrates. Without JavaScript the `<noscript>` loads them as usual.
 *
 * The links go in with `media="not all"` and all apply together once the last has loaded (or
 * failed): a stylesheet that applies makes the browser compute every element's style again, and
 * the page's sheets arriving a few milliseconds apart would make that several long tasks on the
 * main thread instead of one.
 */
export const STYLESHEET_LOADER =
  '(function(){var d=document,n=d.currentScript.previousElementSibling;function go(){' +
  'var r=/<link[^>]*>/g,m,t=n.textContent,ls=[],left=1;' +
  "function done(){if(--left)return;for(var i=0;i<ls.length;i++)ls[i].removeAttribute('media')}" +
  'while((m=r.exec(t))){' +
  'var h=/ href="([^"]+)"/.exec(m[0]),p=/ data-precedence="([^"]+)"/.exec(m[0]);if(!h)continue;' +
  "var l=d.createElement('link');l.rel='stylesheet';l.media='not all';l.onload=l.onerror=done;left++;" +
  "l.href=h[1];if(p)l.setAttribute('data-precedence',p[1]);ls.push(l);n.parentNode.insertBefore(l,n)}done()}" +
  "function next(){if(d.visibilityState!=='visible')go();else requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "if(d.readyState!=='loading')next();else d.addEventListener('DOMContentLoaded',next)})()";

/**
 * Puts `css` inline where the shell's first stylesheet was, and moves the stylesheets' links into
 * a `<noscript>` that the STYLESHEET_LOADER after it reads (see the top of this file). A shell
 * with no stylesheet of the build in its head is returned as it is.
 *
 * @param {string} shell
 * @param {string} css
 */
export function inlineCritical(shell, css) {
  const headEnd = shell.indexOf('</head>');
  if (headEnd === -1) return shell;
  const head = shell.slice(0, headEnd);
  /** @type {string[]} */
  const links = [];
  let out = '';
  let at = 0;
  let first = -1;
  for (const m of head.matchAll(STYLESHEET)) {
    if (/\s(?:media|onload)=/.test(m[2] ?? '')) continue;
    out += head.slice(at, m.index);
    if (first === -1) first = out.length;
    at = m.index + m[0].length;
    links.push(m[0]);
  }
  if (links.length === 0) return shell;
  out += head.slice(at);
  const style = `<style ${CRITICAL_ATTR}="">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  const deferred = `<noscript ${DEFERRED_CSS}="">${links.join('')}</noscript><script>${STYLESHEET_LOADER}</script>`;
  return out.slice(0, first) + style + deferred + out.slice(first) + shell.slice(headEnd);
}

/**
 * Finds the critical CSS of page shells, with the build's stylesheets read from `distDir`
 * (`/_next/static/x.css` is `<distDir>/static/x.css`).
 *
 * @param {{ distDir: string, maxCacheBytes?: number }} options
 */
export function createCriticalCss({ distDir, maxCacheBytes = 16 * 1024 * 1024 }) {
  /** @type {Map<string, Promise<string>>} the build's stylesheets never change under one name */
  const files = new Map();
  class Reader extends Beasties {
    /** @param {string} filename */
    readFile(filename) {
      let text = files.get(filename);
      if (!text) {
        text = readFile(filename, 'utf8');
        text.catch(() => files.delete(filename));
        files.set(filename, text);
      }
      return text;
    }
  }
  const beasties = new Reader({
    path: distDir,
    publicPath: '/_next/',
    // @ts-expect-error -- Beasties takes false (no preload of the stylesheets at all), which its types leave out.
    preload: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    pruneSource: false,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
    // Beasties matches selectors below <html>, never <html> itself: the themes' own values, set
    // on <html> by the theme script, are named here.
    allowRules: [/^\[data-bs-theme=['"]?(?:light|dark)['"]?\]$/],
  });
  /** @type {LRUCache<string, string>} */
  const cache = new LRUCache({ maxSize: maxCacheBytes, sizeCalculation: (css) => Math.max(1, css.length) });
  /** @type {Map<string, Promise<string>>} work in progress, so concurrent requests share it */
  const pending = new Map();

  /** @param {string} shell */
  async function compute(shell) {
    const headEnd = shell.indexOf('</head>');
    const bodyStart = shell.indexOf('<body', headEnd);
    if (headEnd === -1 || bodyStart === -1) return '';
    const links = [...shell.slice(0, headEnd).matchAll(STYLESHEET)].map(
      (m) => `<link rel="stylesheet" href="${m[1]}">`,
    );
    if (links.length === 0) return '';
    // Only the links and the body's markup, with the dark theme on (see the top of this file).
    const page = `<!DOCTYPE html><html data-bs-theme="dark"><head>${links.join('')}</head>${shell.slice(bodyStart)}</body></html>`;
    const out = await beasties.process(page);
    const css = /<style>([\s\S]*?)<\/style>/.exec(out.slice(0, out.indexOf('</head>')))?.[1] ?? '';
    return css ? trimCritical(css, shell.slice(bodyStart)) : '';
  }

  return {
    /**
     * The critical CSS of a shell ('' when it has no stylesheet of the build).
     * @param {string} shell
     * @returns {Promise<string>}
     */
    critical(shell) {
      const key = createHash('sha256').update(shell).digest('base64');
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      let work = pending.get(key);
      if (!work) {
        work = compute(shell).then((css) => {
          cache.set(key, css);
          return css;
        });
        work.finally(() => pending.delete(key)).catch(() => {});
        pending.set(key, work);
      }
      return work;
    },
    /** How many shells' results are kept. */
    get size() {
      return cache.size;
    },
  };
}

/**
 * Rewrites the response to `req`, if it turns out to be an uncompressed HTML page answering a GET
 * that caches may keep (not no-store or private): its shell is held until complete, then sent with its critical CSS inline; the rest streams as it
 * comes. Install it before any layer that rewrites the page's scripts (it reads the shell as they
 * leave it).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof createCriticalCss>} engine
 * @param {(error: unknown) => void} [onError] told when a shell goes out as it was
 */
export function inlineCriticalCss(req, res, engine, onError = () => {}) {
  const { write, end } = writersOf(res);
  let active = false;
  /** @type {Buffer[]} */
  let held = [];
  /** The shell is being worked on: later writes wait in `held` behind it. */
  let working = false;
  /** @type {null | (() => void)} */
  let finish = null;
  const onPage = () => {
    // Only a page that caches keep, so its critical CSS is worked out once per version of it. A
    // page made for one request (search results: no-store) goes out as Next wrote it, so no
    // visitor can have the server run Beasties at will.
    active = !/\b(?:no-store|private)\b/i.test(String(res.getHeader('cache-control') ?? ''));
  };
  if (!onHtmlPage(req, res, onPage)) return;

  /** Sends what is held as it is, and stops rewriting. */
  function flushAsIs() {
    active = false;
    const out = Buffer.concat(held);
    held = [];
    if (out.length > 0) write.call(res, out);
  }

  /**
   * Looks for the end of the shell in what is held; once found, works on it.
   * @param {boolean} ending the response is ending: all that is held is the shell
   */
  function check(ending) {
    const all = Buffer.concat(held);
    held = [all];
    const at = all.indexOf(BOOTSTRAP_ID);
    const close = at === -1 ? -1 : all.indexOf('</script>', at);
    let shellEnd = close === -1 ? -1 : close + '</script>'.length;
    if (shellEnd === -1 && ending) shellEnd = all.length;
    if (shellEnd === -1) {
      if (all.length > MAX_SHELL) flushAsIs();
      return;
    }
    working = true;
    const shell = all.subarray(0, shellEnd).toString('utf8');
    held = [all.subarray(shellEnd)];
    engine
      .critical(shell)
      .then(
        (css) => (css ? inlineCritical(shell, css) : shell),
        (error) => {
          onError(error);
          return shell;
        },
      )
      .then((page) => {
        active = false;
        working = false;
        write.call(res, Buffer.from(page, 'utf8'));
        flushAsIs();
        if (finish) finish();
      })
      .catch(onError);
  }

  /** @type {import('./html-response.mjs').Write} */
  const patchedWrite = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!active || chunk == null) return write.call(res, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding || 'utf8') : Buffer.from(chunk);
    held.push(buffer);
    if (!working) check(false);
    if (callback) process.nextTick(callback);
    return true;
  };

  /** @type {import('./html-response.mjs').End} */
  const patchedEnd = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!active) return end.call(res, chunk, encoding, callback);
    if (chunk != null) {
      held.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding || 'utf8') : Buffer.from(chunk));
    }
    finish = () => end.call(res, callback);
    if (!working) check(true);
    return res;
  };
  replaceWriters(res, patchedWrite, patchedEnd);
}
