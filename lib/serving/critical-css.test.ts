import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startPageServer, streamInPieces, type PageServer } from '@/jest/page-server';
import {
  CRITICAL_ATTR,
  createCriticalCss,
  DEFERRED_CSS,
  inlineCritical,
  inlineCriticalCss,
  STYLESHEET_LOADER,
  trimCritical,
} from './critical-css.mjs';
import { deferFrameworkScripts, DEFERRED_SRC } from './defer-scripts.mjs';

/** The build's stylesheets, as Next writes them to <distDir>/static/chunks. */
const MAIN_CSS = [
  ':root,[data-bs-theme=light]{--bs-body-color:#212529;--bs-unused:#abcdef;--bs-link-rgb:13,110,253;--bs-link-color:rgba(var(--bs-link-rgb),1);--bs-badge:var(--bs-body-color)}',
  '[data-bs-theme=dark]{--bs-body-color:#dee2e6}',
  'body{color:var(--bs-body-color)}',
  'a{color:var(--bs-link-color)}',
  '.card{border:1px solid}',
  '.card:hover{border-color:red}',
  '.btn:focus-visible,.btn.active{outline:2px solid}',
  '.modal{position:fixed}',
  '@media (min-width:992px){.card{padding:2rem}.modal{width:50%}}',
  '[data-bs-theme=dark] .card{background:#000}',
  '.fade-in{animation:lf-fade .2s}@keyframes lf-fade{from{opacity:0}to{opacity:1}}',
  '@keyframes unused-spin{to{transform:rotate(1turn)}}',
].join('');
const PAGE_CSS = '.stat-bar{height:4px}.tier-s{color:gold}';

/** A page as Next's App Router writes it: stylesheets and chunks in the head, the bootstrap after the shell. */
const PAGE =
  '<!DOCTYPE html><html lang="en" data-bs-theme="light"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<title>Aurelia Vance – Lanternfall Codex</title></head><body><main>' +
  '<a href="/chars">Characters</a><div class="card fade-in"><p class="stat-bar">Ünïcødé ✦</p>' +
  '<button class="btn">Add</button></div></main>' +
  '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<p class="modal">After the shell ✦ ünïcødé</p></body></html>';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'lf-critical-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'main.css'), MAIN_CSS);
  writeFileSync(path.join(distDir, 'static', 'chunks', 'page.css'), PAGE_CSS);
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The inline critical CSS of a rewritten page. */
function inlineOf(html: string): string {
  return new RegExp(`<style ${CRITICAL_ATTR}="">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? '';
}

describe('trimCritical', () => {
  test('drops rules that only apply while hovered, focused or pressed, and keeps mixed lists whole', () => {
    const css = trimCritical(
      '.a{color:red}.a:hover{color:blue}.b:focus-visible,.b:active{outline:0}.c:hover,.c.on{x:1}',
      '',
    );
    expect(css).toContain('.a{color:red}');
    expect(css).not.toContain(':hover{color:blue}');
    expect(css).not.toContain('.b:');
    expect(css).toContain('.c:hover,.c.on{x:1}');
  });

  test('keeps the custom properties something reads, through other properties and style attributes', () => {
    const css = trimCritical(
      ':root{--used:1px;--via:var(--deep);--deep:2px;--unread:3px;--inline:4px}.x{margin:var(--used) var(--via)}',
      '<div style="padding:var(--inline)"></div>',
    );
    expect(css).toContain('--used:1px');
    expect(css).toContain('--via:var(--deep)');
    expect(css).toContain('--deep:2px');
    expect(css).toContain('--inline:4px');
    expect(css).not.toContain('--unread');
  });

  test('drops rules and at-rules left empty, and leaves keyframes alone', () => {
    const css = trimCritical('@media (min-width:1px){.a:hover{x:1}}@keyframes k{from{opacity:0}}.b{y:2}', '');
    expect(css).not.toContain('@media');
    expect(css).toContain('@keyframes k{from{opacity:0}}');
    expect(css).toContain('.b{y:2}');
  });
});

describe('inlineCritical', () => {
  const out = inlineCritical(PAGE, '.card{border:1px solid}');
  const links =
    '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>';

  test('puts the CSS inline where the first stylesheet was, and the links in a noscript with their loader after it', () => {
    expect(out).toContain(
      `<meta charSet="utf-8"/><style ${CRITICAL_ATTR}="">.card{border:1px solid}</style>` +
        `<noscript ${DEFERRED_CSS}="">${links}</noscript><script>${STYLESHEET_LOADER}</script>` +
        '<script src="/_next/static/chunks/one.js"',
    );
  });

  test('no stylesheet is linked outside the noscript, so none holds the first paint', () => {
    const head = out.slice(0, out.indexOf('</head>')).replace(/<noscript[\s\S]*?<\/noscript>/, '');
    expect(head).not.toContain('rel="stylesheet"');
  });

  test('the rest of the page is untouched', () => {
    expect(out.slice(out.indexOf('<title>'))).toBe(PAGE.slice(PAGE.indexOf('<title>')));
  });

  test('a shell without a stylesheet of the build, or with one already loading late, is left as it is', () => {
    const none =
      '<html><head><link rel="stylesheet" href="https://cdn.example/x.css"/></head><body></body></html>';
    expect(inlineCritical(none, '.a{}')).toBe(none);
    const late =
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" media="print"/></head><body></body></html>';
    expect(inlineCritical(late, '.a{}')).toBe(late);
  });
});

describe('STYLESHEET_LOADER in a page', () => {
  /** Loads `html` in jsdom with its scripts running, and waits for the loader's frame. */
  async function run(html: string) {
    const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
    // Stylesheets are not fetched (jsdom loads no resources): only the elements are read.
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return dom.window.document;
  }

  test('adds the links back before the noscript, in order and as React wrote them, once the page is parsed', async () => {
    const document = await run(inlineCritical(PAGE, '.card{border:1px solid}'));
    const added = [...document.querySelectorAll('head > link[rel="stylesheet"]')];
    expect(added.map((l) => [l.getAttribute('href'), l.getAttribute('data-precedence')])).toEqual([
      ['/_next/static/chunks/main.css', 'next'],
      ['/_next/static/chunks/page.css', 'next'],
    ]);
    expect(added[1]!.nextElementSibling?.tagName).toBe('NOSCRIPT');
    // After the inline critical CSS, so the full sheets win where both set something.
    expect(added[0]!.previousElementSibling?.hasAttribute(CRITICAL_ATTR)).toBe(true);
  });

  test('applies the stylesheets together, once the last one has loaded or failed', async () => {
    const document = await run(inlineCritical(PAGE, '.card{border:1px solid}'));
    const added = [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="stylesheet"]')];
    const media = () => added.map((l) => l.getAttribute('media'));
    // jsdom fetches nothing: the browser's events are sent by hand.
    expect(media()).toEqual(['not all', 'not all']);
    added[1]!.dispatchEvent(new document.defaultView!.Event('load'));
    // One sheet in: neither applies yet.
    expect(media()).toEqual(['not all', 'not all']);
    added[0]!.dispatchEvent(new document.defaultView!.Event('error'));
    // A failed sheet does not hold the other back.
    expect(media()).toEqual([null, null]);
  });
});

describe('createCriticalCss', () => {
  test('keeps the rules that style the page, in order, and leaves out the rest', async () => {
    const engine = createCriticalCss({ distDir });
    const css = await engine.critical(PAGE.slice(0, PAGE.indexOf('<script>(self')));
    // Used: the page's elements, its own stylesheet's rules, the media query's rule for .card,
    // the keyframes its animation names, the light values of the theme (:root).
    for (const kept of [
      'body{',
      'a{',
      '.card{border:1px solid}',
      '.stat-bar{height:4px}',
      '@keyframes lf-fade',
      '--bs-body-color:#212529',
    ]) {
      expect(css).toContain(kept);
    }
    expect(css.indexOf('.card{border')).toBeLessThan(css.indexOf('.stat-bar'));
    expect(css).toMatch(/@media \(min-width:\s?992px\)\s?\{\s?\.card\{padding:2rem\}\s?\}/);
    // The dark theme's values and its rule for a card on the page, so a dark page paints dark.
    expect(css).toContain('[data-bs-theme=dark]{--bs-body-color:#dee2e6}');
    expect(css).toContain('[data-bs-theme=dark] .card{background:#000}');
    // Unused: the modal (only after the shell), the tier class, hover and focus states, the
    // unused keyframes and the custom property nothing reads.
    for (const dropped of [
      '.modal',
      '.tier-s',
      ':hover',
      ':focus-visible',
      'unused-spin',
      '--bs-unused',
      '--bs-badge',
    ]) {
      expect(css).not.toContain(dropped);
    }
    // Read through --bs-link-color.
    expect(css).toContain('--bs-link-rgb:13,110,253');
  });

  test('works each shell out once: repeated and concurrent requests share the result', async () => {
    const engine = createCriticalCss({ distDir });
    const shell = PAGE.slice(0, PAGE.indexOf('<script>(self'));
    const [a, b] = await Promise.all([engine.critical(shell), engine.critical(shell)]);
    expect(a).toBe(b);
    expect(engine.size).toBe(1);
    expect(await engine.critical(shell)).toBe(a);
    await engine.critical(shell.replace('Add', 'Remove'));
    expect(engine.size).toBe(2);
  });

  test('a shell whose stylesheets are not on disk gets no critical CSS', async () => {
    const engine = createCriticalCss({ distDir: path.join(distDir, 'missing') });
    expect(await engine.critical(PAGE)).toBe('');
  });
});

describe('inlineCriticalCss on a real response, with the scripts deferred and compression', () => {
  let server: PageServer;
  let release: () => void = () => {};

  beforeAll(async () => {
    const engine = createCriticalCss({ distDir });
    const rewrite = (req: http.IncomingMessage, res: http.ServerResponse) => {
      inlineCriticalCss(req, res, engine);
      deferFrameworkScripts(req, res);
    };
    server = await startPageServer(PAGE, rewrite, {
      // As Next streams: uneven chunks, cutting multi-byte characters and the bootstrap tag.
      '/streamed': (res, body) => {
        const boot = body.indexOf('id="_R_"');
        const star = body.lastIndexOf(Buffer.from('✦'));
        streamInPieces(res, body, [150, 151, boot + 3, boot + 20, star + 1]);
      },
      // As Next sends a page made for one request (search results).
      '/per-request': (res, body) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.end(body);
      },
      // A shell at once, the rest when the test says so.
      '/slow': (res, body) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        const cut = body.indexOf('<script>(self');
        res.write(body.subarray(0, cut));
        release = () => res.end(body.subarray(cut));
      },
    });
  });

  afterAll(() => server.close());

  const get = (url: string, encoding: string) => server.get(url, encoding);

  test.each(['/page', '/streamed'])(
    '%s: critical CSS inline, scripts deferred, characters intact, plain and gzipped',
    async (url) => {
      const texts = [];
      for (const encoding of ['identity', 'gzip']) {
        const { res, text } = await get(url, encoding);
        expect(res.status).toBe(200);
        expect(inlineOf(text)).toContain('.card{border:1px solid}');
        expect(text).toContain(
          `<noscript ${DEFERRED_CSS}=""><link rel="stylesheet" href="/_next/static/chunks/main.css"`,
        );
        expect(text).toContain(`${DEFERRED_SRC}="/_next/static/chunks/boot.js"`);
        expect(text).toContain('Ünïcødé ✦');
        expect(text.endsWith('<p class="modal">After the shell ✦ ünïcødé</p></body></html>')).toBe(true);
        texts.push(text);
      }
      expect(texts[1]).toBe(texts[0]);
    },
  );

  test('the two ways of sending give the same page', async () => {
    expect((await get('/streamed', 'identity')).text).toBe((await get('/page', 'identity')).text);
  });

  test('the shell goes out before the rest of the page has been written', async () => {
    const received = new Promise<string>((resolve, reject) => {
      http
        .get(`${server.url}/slow`, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // Everything up to the bootstrap arrived while the server still holds the rest.
            if (text.includes('id="_R_"') && text.includes('</script>', text.indexOf('id="_R_"'))) {
              release();
              release = () => {};
            }
          });
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    const text = await received;
    expect(inlineOf(text)).toContain('.card{border:1px solid}');
    expect(text).toContain('After the shell');
  });

  test('a page made for one request keeps its stylesheets as Next linked them', async () => {
    const { text } = await get('/per-request', 'identity');
    expect(inlineOf(text)).toBe('');
    expect(text).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/main.css" data-precedence="next"/>',
    );
    // The scripts still load after the first paint.
    expect(text).toContain(`${DEFERRED_SRC}="/_next/static/chunks/boot.js"`);
  });

  test('anything but HTML is left alone', async () => {
    const { text } = await get('/data', 'identity');
    expect(JSON.parse(text)).toEqual({ html: PAGE });
  });
});
