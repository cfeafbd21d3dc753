import { expect, test, type APIRequestContext } from './test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { structuredDataTest, type Result } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';
import { E2E_PORT } from './server-env';
import { detailRoutes, listRoutes, templates } from './routes';

const site = `http://localhost:${E2E_PORT}`;
/** Every page with its own URL: home, the lists and one page of each detail template. */
const pages = [{ path: '/' }, ...listRoutes, ...detailRoutes];
/** Every template, the 404 pages (an unknown path and an unknown character) included. */
const allTemplates = [...templates.map((t) => t.path), '/chars/no-such-hero'];
const notFound = new Set(['/no-such-page', '/chars/no-such-hero']);

/** A URL in its normal form (the home page's canonical link may omit the trailing slash). */
const absolute = (url: string | undefined) => (url ? new URL(url).href : url);

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return response.text();
}

/** The value of a <meta> (by name or property) or the href of a <link rel>, from raw HTML. */
function head(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(meta|link|title)\b[^>]*>/g) ?? [];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta: (key: string) =>
      tags
        .filter((t) => attr(t, 'name') === key || attr(t, 'property') === key)
        .map((t) => attr(t, 'content')),
    canonical: tags.filter((t) => attr(t, 'rel') === 'canonical').map((t) => attr(t, 'href')),
  };
}

/** Reads the server-rendered head of `url` and checks that its canonical link is `canonical` on this site. */
async function canonicalHead(request: APIRequestContext, url: string, canonical: string) {
  const h = head(await serverHtml(request, url));
  expect(h.canonical, url).toEqual([`${site}${canonical}`]);
  return h;
}

test.describe('every page names itself', () => {
  test('own title, og:title, og:url and canonical link; site name, locale and twitter:site', async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const { path } of pages) {
      const h = head(await serverHtml(request, path));
      expect(h.canonical.map(absolute), path).toEqual([`${site}${path}`]);
      expect(h.meta('og:url').map(absolute), path).toEqual([`${site}${path}`]);
      expect(h.meta('og:title'), path).toHaveLength(1);
      expect(h.meta('og:site_name'), path).toEqual(['Lanternfall Codex']);
      expect(h.meta('og:locale'), path).toEqual(['en_US']);
      expect(h.meta('twitter:site'), path).toEqual(['@lanternfallcodex']);
      expect(h.title, path).toBeTruthy();
      expect(titles.has(h.title!), `${path} repeats the title "${h.title}"`).toBe(false);
      titles.add(h.title!);
    }
  });

  test('variants (filtered lists, tier-list modes) name their canonical page', async ({ request }) => {
    for (const [variant, canonical] of [
      ['/chars?class=warden&sort=rarity', '/chars'],
      ['/skills?q=fire', '/skills'],
      ['/tierlist/arena?class=mystic', '/tierlist/arena'],
      ['/skills/page/2?kind=active', '/skills/page/2'],
    ] as const) {
      const h = await canonicalHead(request, variant, canonical);
      expect(h.meta('og:url'), variant).toEqual([`${site}${canonical}`]);
    }
  });

  test('each tier-list mode is a page of its own, with its own title and canonical link', async ({
    request,
  }) => {
    const titles = [];
    for (const [url, canonical] of [
      ['/tierlist', '/tierlist'],
      ['/tierlist/arena', '/tierlist/arena'],
      ['/tierlist/boss', '/tierlist/boss'],
    ] as const) {
      titles.push((await canonicalHead(request, url, canonical)).title);
    }
    expect(new Set(titles).size).toBe(3);
    expect(titles[1]).toBe('Arena tier list | Lanternfall Codex');
  });
});

test.describe('crawlers', () => {
  test('sitemap dates come from the content and agree with the pages', async ({ request }) => {
    const xml = await serverHtml(request, '/sitemap.xml');
    // Each <url> names its page, its other languages (xhtml:link) and its date, in any order.
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
      path: /<loc>([^<]+)<\/loc>/.exec(url!)![1]!.replace(site, '') || '/',
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1],
    }));
    const date = (path: string) => entries.find((e) => e.path === path)?.lastmod;
    // Every page with content has its date, in every language; the API reference has none (it
    // changes with the code), nor has the translations' coverage (any text or translation changes it).
    const undated = /^(?:\/(?:ja|es))?\/(?:api|translations)$/;
    for (const entry of entries.filter((e) => !undated.test(e.path)))
      expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(date('/api')).toBeUndefined();
    expect(date('/ja/translations')).toBeUndefined();
    // Content dates differ from one entity to another; an import would stamp them all at once.
    expect(new Set(entries.map((e) => e.lastmod)).size).toBeGreaterThan(5);

    // A section's date is the latest of what it lists; home's the latest of all it shows.
    for (const section of ['/chars', '/gears', '/events']) {
      const details = entries.filter((e) => e.path.startsWith(`${section}/`)).map((e) => e.lastmod!);
      expect(date(section), section).toBe(details.sort().at(-1));
      expect(date('/')! >= date(section)!).toBe(true);
    }

    // A detail page's lastmod is the dateModified of its own JSON-LD.
    for (const { path } of detailRoutes.filter((r) => r.path.split('/').length === 3)) {
      const html = await serverHtml(request, path);
      const modified = /"dateModified":"([^"]+)"/.exec(html)?.[1];
      expect(modified, path).toBeTruthy();
      expect(date(path), path).toBe(modified);
    }
  });

  test('robots.txt is valid and /favicon.ico is served', async ({ request }) => {
    const robots = await serverHtml(request, '/robots.txt');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    // Host, where present, takes a host name, never a URL.
    for (const [, host] of robots.matchAll(/^Host:\s*(.*)$/gim)) expect(host).not.toMatch(/:\/\//);
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

/**
 * A page whose list follows the URL (useSearchParams in a Suspense boundary) is prerendered as a
 * shell that ends in `</body></html>`, and Next appends the rest of the stream (scripts only)
 * after it, closing the document a second time. That one repeated suffix is Next's serialization
 * and is removed here; anything else after it, or a third one, is still reported.
 */
function withoutResumeSuffix(html: string): string {
  const suffix = '</body></html>';
  const first = html.indexOf(suffix);
  if (first < 0 || first + suffix.length === html.length) return html;
  const tail = html.slice(first + suffix.length);
  expect(tail.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''), 'only scripts follow the shell').toBe(
    suffix,
  );
  return html.slice(0, first) + tail;
}

test.describe('valid server HTML', () => {
  // The project's .htmlvalidate.cjs: the recommended preset, less React's serialization style.
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  for (const path of allTemplates) {
    test(`${path} passes html-validate`, async ({ request }) => {
      const report = await validator.validateString(
        withoutResumeSuffix(await serverHtml(request, path)),
        'page.html',
      );
      const problems = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      expect(problems).toEqual([]);
    });

    test(`${path} passes the Google, Twitter and Facebook structured-data presets`, async ({ request }) => {
      const html = await serverHtml(request, path);
      const result = await structuredDataTest(html, { presets: [Google, Twitter, Facebook] }).catch(
        (error: { res?: Result }) => {
          if (!error.res) throw error;
          return error.res;
        },
      );
      const describe = (list: typeof result.failed) => list.map((t) => `${t.description} (${t.test})`);
      // A not-found answer has no URL of its own to name (it is noindex, with no canonical link):
      // Facebook's og:url is the one test it cannot pass.
      const expected = notFound.has(path) ? ['must have url ("og:url")'] : [];
      expect(describe(result.failed)).toEqual(expected);
      expect(describe(result.warnings)).toEqual([]);
      expect(result.passed.length).toBeGreaterThan(0);
    });
  }
});
