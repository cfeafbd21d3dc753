import http from 'node:http';
import { startPageServer, streamInPieces, type PageServer } from '@/jest/page-server';
import { createScriptDeferrer, deferFrameworkScripts, DEFERRED_SRC, LOADER } from './defer-scripts.mjs';

/** A page as Next's App Router writes it: chunks preinit in the head, the bootstrap after the shell. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
  '<title>Aurelia Vance – Lanternfall Codex</title></head><body><main><h1>Aurelia Vance</h1>' +
  '<p>Ünïcødé ✦ text</p></main>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script>' +
  '<p>After the shell ✦ ünïcødé</p></body></html>';

function rewriteWhole(html: string): string {
  const deferrer = createScriptDeferrer();
  return deferrer.push(html) + deferrer.end();
}

/** Sends `html` through the deferrer in pieces of `size` characters. */
function rewriteInPieces(html: string, size: number): string {
  const deferrer = createScriptDeferrer();
  let out = '';
  for (let i = 0; i < html.length; i += size) out += deferrer.push(html.slice(i, i + size));
  return out + deferrer.end();
}

describe('createScriptDeferrer', () => {
  const out = rewriteWhole(PAGE);

  test('the shell names no framework script by src: each is a data attribute in its place', () => {
    for (const name of ['one.js', 'turbopack-two.js', 'boot.js']) {
      expect(out).not.toContain(`<script src="/_next/static/chunks/${name}"`);
      expect(out).toContain(`${DEFERRED_SRC}="/_next/static/chunks/${name}"`);
    }
    expect(out).toContain(
      `<script ${DEFERRED_SRC}="/_next/static/chunks/boot.js" id="_R_" async=""></script>`,
    );
  });

  test('the bootstrap preload is gone, the stylesheet and the inline data stay', () => {
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    );
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  test('the loader follows the bootstrap tag, once', () => {
    const boot = out.indexOf('id="_R_"');
    expect(out.indexOf(LOADER)).toBeGreaterThan(boot);
    expect(out.split(LOADER)).toHaveLength(2);
  });

  test('the legacy (noModule) script and scripts after the shell are left as Next wrote them', () => {
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(out).toContain('<script src="/_next/static/chunks/late.js" async=""></script>');
  });

  test('the same page cut into pieces of any size comes out the same', () => {
    for (const size of [1, 2, 7, 13, 64, 100, 333]) expect(rewriteInPieces(PAGE, size)).toBe(out);
  });

  test('a page whose shell never names the bootstrap still gets the loader, at the end', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/one.js" async=""></script></head><body></body></html>';
    const result = rewriteWhole(html);
    expect(result).toContain(`${DEFERRED_SRC}="/_next/static/chunks/one.js"`);
    expect(result.endsWith(`<script>${LOADER}</script>`)).toBe(true);
  });

  test('a page with no framework script passes through unchanged', () => {
    const html =
      '<html><head><script src="https://apis.google.com/js/api.js" async=""></script></head><body>a < b</body></html>';
    expect(rewriteWhole(html)).toBe(html);
    expect(rewriteInPieces(html, 5)).toBe(html);
  });
});

describe('deferFrameworkScripts on a real response', () => {
  let server: PageServer;

  beforeAll(async () => {
    server = await startPageServer(PAGE, deferFrameworkScripts, {
      // As Next streams: the body in uneven chunks, cutting multi-byte characters in two. The last
      // cuts fall past the shell, inside "✦" (three bytes), which passes through as bytes.
      '/streamed': (res, body) => {
        const star = body.lastIndexOf(Buffer.from('✦'));
        streamInPieces(res, body, [150, 151, 400, 401, 402, star + 1, star + 2]);
      },
    });
  });

  afterAll(() => server.close());

  const expected = rewriteWhole(Buffer.from(PAGE, 'utf8').toString('latin1'));

  const get = (path: string, encoding: string) => server.get(path, encoding);

  test.each(['/page', '/streamed'])('%s: rewritten, characters intact, plain and gzipped', async (path) => {
    for (const encoding of ['identity', 'gzip']) {
      const { res, text } = await get(path, encoding);
      expect(res.status).toBe(200);
      expect(text).toBe(Buffer.from(expected, 'latin1').toString('utf8'));
      expect(text).toContain('Ünïcødé ✦ text');
      if (encoding === 'gzip') expect(res.headers.get('content-encoding')).toBe('gzip');
      else expect(res.headers.get('content-encoding')).toBeNull();
    }
  });

  test('the plain page carries no stale Content-Length', async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${server.url}/page`, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
        })
        .on('error', reject);
    });
    expect(raw.body).toContain(LOADER);
    if (raw.headers['content-length'] !== undefined) {
      expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(raw.body));
    }
  });

  test('anything but HTML is left alone', async () => {
    const { text } = await get('/data', 'identity');
    expect(JSON.parse(text)).toEqual({ html: PAGE });
    const gz = await fetch(`${server.url}/data`, { headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(await gz.text())).toEqual({ html: PAGE });
  });
});
