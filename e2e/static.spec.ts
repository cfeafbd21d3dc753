import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './test';
import { E2E_EDITOR_TOKEN } from './server-env';

const auth = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };

async function rename(request: APIRequestContext, collection: string, id: string, name: string) {
  const response = await request.post('/api/data/updateOne', {
    headers: auth,
    data: { collection, filter: { _id: id }, update: { $set: { name } } },
  });
  expect(response.status()).toBe(200);
}

/** Every file under a folder, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Requests a page until the server answers it from a fresh cache entry (not a stale one). */
async function warm(request: APIRequestContext, url: string) {
  for (let i = 0; i < 20; i++) {
    if ((await request.get(url)).headers()['x-nextjs-cache'] === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never became a fresh cache hit`);
}

const distDir = path.join(__dirname, '..', process.env.NEXT_DIST_DIR ?? '.next-e2e');

test.describe('static pages', () => {
  test('every page names the cache tags it really reads in Surrogate-Key, for the proxy to purge by', async ({
    request,
  }) => {
    const pages = [
      '/',
      '/chars',
      '/chars/aurelia-vance',
      '/gears/wickblade',
      '/events',
      '/skills',
      '/traits',
    ];
    pages.push('/effects', '/tarots', '/engravings', '/enemies', '/tierlist', '/gears');
    // Later pages of a list, a tier-list mode, and the whole-list document a filter fetches.
    pages.push('/skills/page/2', '/effects/page/3', '/tierlist/arena', '/changelog/page/2', '/lists/skills');
    // Each language's copy reads the translations too.
    pages.push('/ja', '/ja/chars', '/es/chars/aurelia-vance', '/ja/lists/skills');
    // The translations' coverage reads the translations and every collection, in every language.
    pages.push('/translations', '/es/translations');
    const [event] = readdirSync(path.join(distDir, 'server/app/en/events')).filter((f) =>
      /^[a-z0-9-]+\.meta$/.test(f),
    );
    pages.push(`/events/${event!.replace(/\.meta$/, '')}`);
    for (const url of pages) {
      const response = await request.get(url);
      const announced = (response.headers()['surrogate-key'] ?? '').split(' ');
      // The tags Next recorded for the prerendered page (its own implicit _N_T_ tags aside).
      const meta = JSON.parse(
        readFileSync(path.join(distDir, 'server/app', `${prerendered(url)}.meta`), 'utf8'),
      );
      const read = String(meta.headers['x-next-cache-tags'])
        .split(',')
        .filter((tag) => !tag.startsWith('_N_T_'));
      expect(read.length, url).toBeGreaterThan(0);
      for (const tag of read) expect(announced, `${url} reads ${tag}`).toContain(tag);
    }
  });

  for (const url of [
    '/',
    '/chars',
    '/chars/aurelia-vance',
    '/gears/wickblade',
    '/events',
    '/tierlist',
    '/skills',
  ]) {
    test(`${url} is served from the cache to anonymous visitors`, async ({ request }) => {
      const first = await request.get(url);
      expect(first.status()).toBe(200);
      const second = await request.get(url);
      const cacheControl = second.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl).not.toContain('no-store');
      expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    });
  }

  test('a write shows on the very first request after it: detail page, lists and home', async ({
    page,
    request,
  }) => {
    const now = new Date().toISOString();
    const [event] = (
      await (
        await request.post('/api/data/find', {
          data: { collection: 'events', filter: { end: { $gt: now } }, sort: { start: 1 }, limit: 1 },
        })
      ).json()
    ).documents as { _id: string; name: string }[];
    expect(event).toBeDefined();
    // Warm every page that shows the event, so each one is a fresh cached copy when the write
    // lands. A stale copy would be refreshed in the background, and a render begun before the
    // write stores what it read then: that race is closed by a second expiry 1.5 s after the write
    // (lib/data/cache.ts), not on the first request, so it is not what this test measures.
    for (const url of ['/', '/events', `/events/${event!._id}`]) await warm(request, url);

    const renamed = `${event!.name} (rerun)`;
    await rename(request, 'events', event!._id, renamed);
    try {
      for (const url of ['/', '/events', `/events/${event!._id}`]) {
        await page.goto(url);
        await expect(page.getByRole('main').getByText(renamed).first()).toBeVisible();
      }
    } finally {
      await rename(request, 'events', event!._id, event!.name);
    }
    await page.goto(`/events/${event!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event!.name);
  });

  test('a character write shows at once on its page, the list and the tier list', async ({
    page,
    request,
  }) => {
    // Bramble, not one of the pages e2e/weight.spec.ts measures: every write adds to the page's History.
    for (const url of ['/chars', '/chars/bramble', '/tierlist']) await warm(request, url);
    await rename(request, 'characters', 'bramble', 'Bramble the Ardent');
    try {
      await page.goto('/chars/bramble');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bramble the Ardent');
      await page.goto('/chars');
      await expect(page.getByRole('link', { name: 'Bramble the Ardent' })).toBeVisible();
      await page.goto('/tierlist');
      await expect(page.getByRole('link', { name: 'Bramble the Ardent' }).first()).toBeVisible();
    } finally {
      await rename(request, 'characters', 'bramble', 'Bramble');
    }
  });

  test('a share image follows a write at once, and the old card draws the old image', async ({ request }) => {
    const html = await (await request.get('/chars/bramble')).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toBeTruthy();
    const image = new URL(og!).pathname;
    const png = async () => {
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // The URL does not change with the document: nobody may keep the image without asking.
      expect(response.headers()['cache-control']).toContain('max-age=0');
      return response.body();
    };
    const before = await png();
    expect((await png()).equals(before)).toBe(true);
    await rename(request, 'characters', 'bramble', 'Bramble the Ardent');
    try {
      expect((await png()).equals(before), 'the renamed card is a new image').toBe(false);
    } finally {
      await rename(request, 'characters', 'bramble', 'Bramble');
    }
    expect((await png()).equals(before), 'the old name draws the old image again').toBe(true);
  });

  test('the icon sprite is prerendered and kept by browsers for a year', async ({ request }) => {
    const response = await request.get(`/icons.svg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Served from the build's prerendered copy, not read from the icon files per request.
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('query strings never create cache entries', async ({ request }) => {
    // Warm the pages first, so only what the junk adds is counted.
    for (const url of ['/chars', '/skills', '/tierlist', '/chars/aurelia-vance']) await request.get(url);
    const before = files(distDir).length;
    for (let i = 0; i < 600; i++) {
      const url = ['/chars', '/skills', '/tierlist', '/chars/aurelia-vance'][i % 4];
      const response = await request.get(`${url}?junk=${i}&q=${Math.random().toString(36).slice(2)}`);
      expect(response.status()).toBe(200);
    }
    expect(files(distDir).length).toBe(before);
  });
});

/** Where the build keeps a page's prerender: every page is under its locale, English under `/en`. */
function prerendered(url: string): string {
  return /^\/(ja|es)(\/|$)/.test(url) ? url : `/en${url === '/' ? '' : url}`;
}
