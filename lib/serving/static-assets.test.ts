import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticAssets, precompressStatic } from './static-assets.mjs';

/** A script long enough to be worth compressing, and a different one per name. */
const script = (name: string) => `console.log(${JSON.stringify(name)});\n`.repeat(200);

describe('precompressStatic', () => {
  let dist: string;
  const file = (name: string) => path.join(dist, 'static', name);

  beforeEach(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'lf-static-'));
    await fs.mkdir(file('chunks/pages'), { recursive: true });
    await fs.mkdir(file('media'), { recursive: true });
    await fs.writeFile(file('chunks/a.js'), script('a'));
    await fs.writeFile(file('chunks/pages/b.css'), '.b{color:red}\n'.repeat(300));
    await fs.writeFile(file('chunks/tiny.js'), 'x()');
    await fs.writeFile(file('media/font.woff2'), Buffer.alloc(4096, 7));
  });
  afterEach(() => fs.rm(dist, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy beside every text asset, each the same bytes once decoded', async () => {
    const totals = await precompressStatic(dist);
    expect(totals.files).toBe(2);
    for (const name of ['chunks/a.js', 'chunks/pages/b.css']) {
      const original = await fs.readFile(file(name));
      const br = await fs.readFile(file(`${name}.br`));
      const gz = await fs.readFile(file(`${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 10);
    }
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.bytes);
  });

  it('leaves alone what compression would not help: tiny files, fonts and images', async () => {
    await precompressStatic(dist);
    const names = (await fs.readdir(path.join(dist, 'static'), { recursive: true })).map(String).sort();
    expect(names).not.toContain(path.join('chunks', 'tiny.js.br'));
    expect(names).not.toContain(path.join('media', 'font.woff2.br'));
    expect(names).not.toContain(path.join('media', 'font.woff2.gz'));
  });

  it('writes the copies again when the build step runs again, so they follow their file', async () => {
    await precompressStatic(dist);
    await fs.writeFile(file('chunks/a.js'), script('changed'));
    await precompressStatic(dist);
    const br = await fs.readFile(file('chunks/a.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script('changed'));
  });
});

describe('createStaticAssets', () => {
  let dist: string;
  let server: http.Server;
  let base: string;
  /** What reached the next handler: method and URL. */
  const passed: string[] = [];

  /** A raw request (no decoding), with the answer's status, headers and body bytes. */
  function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'lf-static-'));
    await fs.mkdir(path.join(dist, 'static', 'chunks'), { recursive: true });
    await fs.writeFile(path.join(dist, 'static', 'chunks', 'a.js'), script('a'));
    await precompressStatic(dist);
    const assets = createStaticAssets(dist, {
      headers: (req) => ({
        'X-Content-Type-Options': 'nosniff',
        ...(req.headers['x-forwarded-proto'] === 'https' ? { 'Strict-Transport-Security': 'max-age=1' } : {}),
      }),
    });
    server = http.createServer((req, res) =>
      assets(req, res, () => {
        passed.push(`${req.method} ${req.url}`);
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('from next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    passed.length = 0;
  });

  it('sends the Brotli copy to a browser that takes it, cached for a year', async () => {
    const res = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script('a'));
    expect(passed).toEqual([]);
  });

  it('sends gzip to a client without Brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script('a'));
    const plain = await get('/_next/static/chunks/a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script('a'));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script('a')));
  });

  it('adds the headers that depend on the request', async () => {
    const res = await get('/_next/static/chunks/a.js', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=1');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('hands everything else to the next handler with its URL as it came', async () => {
    expect((await get('/_next/static/chunks/missing.js')).body.toString()).toBe('from next');
    expect((await get('/chars?x=1')).status).toBe(404);
    expect((await get('/_next/static/chunks/a.js', {}, 'POST')).body.toString()).toBe('from next');
    expect((await get('/_next/static/../../etc/passwd')).status).toBe(404);
    expect(passed).toEqual([
      'GET /_next/static/chunks/missing.js',
      'GET /chars?x=1',
      'POST /_next/static/chunks/a.js',
      expect.stringMatching(/^GET \//),
    ]);
  });
});
