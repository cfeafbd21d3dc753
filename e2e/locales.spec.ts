import fs from 'node:fs';
import path from 'node:path';
import { expect, readText, setTraitDescription, test, type APIRequestContext } from './test';
import { E2E_PORT } from './server-env';
import { templates } from './routes';

/**
 * The site in Japanese and Spanish (issue 37): every template in each language, its head as
 * crawlers read it, the language switch, and freshness after a write.
 */
const site = `http://localhost:${E2E_PORT}`;
const translated = ['ja', 'es'] as const;
type Translated = (typeof translated)[number];

/** A document's name in a locale, as its translation file says: the heading its page must show. */
function translatedName(locale: Translated, collection: string, id: string): string {
  const file = path.join(__dirname, '..', 'content', 'i18n', locale, collection, `${id}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }).name;
}

const localized = (locale: string, route: string) =>
  locale === 'en' ? route : route === '/' ? `/${locale}` : `/${locale}${route}`;

/** The head's language links and canonical link, from raw HTML. */
function languageLinks(html: string) {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const alternates: Record<string, string> = {};
  for (const tag of links)
    if (attr(tag, 'rel') === 'alternate' && attr(tag, 'hrefLang'))
      alternates[attr(tag, 'hrefLang')!] = attr(tag, 'href')!;
  for (const tag of links)
    if (attr(tag, 'rel') === 'alternate' && attr(tag, 'hreflang'))
      alternates[attr(tag, 'hreflang')!] = attr(tag, 'href')!;
  return {
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    canonical: links.filter((t) => attr(t, 'rel') === 'canonical').map((t) => attr(t, 'href')),
    alternates,
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
  };
}

/** A URL in its normal form (the home page's links may omit the trailing slash). */
const normal = (url: string | undefined) => (url ? new URL(url).href.replace(/\/$/, '') || url : url);
const normalAll = (links: Record<string, string>) =>
  Object.fromEntries(Object.entries(links).map(([key, url]) => [key, normal(url)]));

async function get(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const pages = templates.filter((t) => t.name !== 'not-found');

test.describe('every template in every language', () => {
  for (const locale of translated) {
    test(`${locale}: status, <html lang>, canonical and reciprocal hreflang`, async ({ request }) => {
      for (const { path: route } of pages) {
        const url = localized(locale, route);
        const { status, html } = await get(request, url);
        expect(status, url).toBe(200);
        const head = languageLinks(html);
        expect(head.lang, url).toBe(locale);
        if (route.startsWith('/teams/') || route === '/me/changes') continue; // noindex pages
        expect(head.canonical.map(normal), url).toEqual([`${site}${url}`]);
        expect(head.ogLocale, url).toBe(locale === 'ja' ? 'ja_JP' : 'es_ES');
        expect(normalAll(head.alternates), url).toEqual({
          en: normal(`${site}${route}`),
          ja: `${site}${localized('ja', route)}`,
          es: `${site}${localized('es', route)}`,
          'x-default': normal(`${site}${route}`),
        });
        // Reciprocal: the English page names this one back.
        const english = languageLinks((await get(request, route)).html);
        expect(english.lang, route).toBe('en');
        expect(english.alternates[locale], route).toBe(`${site}${url}`);
      }
    });

    test(`${locale}: home and the lists share the language's own card, described in its words`, async ({
      request,
    }) => {
      const meta = (html: string, attr: string, name: string) =>
        new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`).exec(html)?.[1];
      const english = await get(request, '/chars');
      const englishImage = meta(english.html, 'property', 'og:image')!;
      for (const route of ['/', '/chars', '/events']) {
        const url = localized(locale, route);
        const { html } = await get(request, url);
        const image = meta(html, 'property', 'og:image');
        expect(image, url).toBe(`${site}/${locale}/opengraph-image`);
        expect(meta(html, 'name', 'twitter:image'), url).toBe(image);
        const alt = meta(html, 'property', 'og:image:alt');
        expect(alt, url).toBe(
          locale === 'ja'
            ? 'Lanternfall Codex: Lanternfall 攻略wiki・データベース'
            : 'Lanternfall Codex: Wiki y base de datos de Lanternfall',
        );
        expect(meta(html, 'name', 'twitter:image:alt'), url).toBe(alt);
        // The card itself is the language's: another image than the English one.
        const png = await request.get(new URL(image!).pathname);
        expect(png.headers()['content-type'], url).toBe('image/png');
        const englishPng = await request.get(new URL(englishImage).pathname);
        expect(Buffer.compare(await png.body(), await englishPng.body()), url).not.toBe(0);
      }
      expect(englishImage).toBe(`${site}/opengraph-image`);
      // A page's own card is described in the language too, and its URL from before still finds it.
      const detail = await get(request, localized(locale, '/chars/aurelia-vance'));
      const card = meta(detail.html, 'property', 'og:image')!;
      expect(card).toMatch(new RegExp(`/${locale}/chars/aurelia-vance/opengraph-image-[a-z0-9]+/card\\?`));
      expect(meta(detail.html, 'property', 'og:image:alt')).toBe(
        locale === 'ja'
          ? 'Lanternfall キャラクターカード:アウレリア・ヴァンス'
          : 'Tarjeta de personaje de Lanternfall: Aurelia Vance',
      );
      const old = new URL(card).pathname.replace(/\/card$/, '');
      const moved = await request.get(old, { maxRedirects: 0 });
      expect(moved.status()).toBe(308);
      expect(moved.headers().location).toMatch(new RegExp(`${old}/card$`));
      expect(meta(english.html, 'property', 'og:image:alt')).toBe(
        'Lanternfall Codex: Lanternfall wiki and database',
      );
    });

    test(`${locale}: a detail page shows the document in the language, links stay in it`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/chars/aurelia-vance'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        translatedName(locale, 'characters', 'aurelia-vance'),
      );
      // Every link to another page of the site stays in the language.
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs)
        expect(href, href).toMatch(new RegExp(`^/(${locale}(/|$|\\?|#)|api/|portraits/)`));
    });

    test(`${locale}: an unknown path is the 404 page in the language, with status 404`, async ({
      request,
    }) => {
      for (const url of [`/${locale}/no-such-page`, `/${locale}/chars/no-such-hero`]) {
        const { status, html } = await get(request, url);
        expect(status, url).toBe(404);
        expect(languageLinks(html).lang, url).toBe(locale);
        expect(html, url).toContain('noindex');
      }
    });
  }

  test('English has one URL: /en… is redirected to the path without it', async ({ request }) => {
    for (const [from, to] of [
      ['/en', '/'],
      ['/en/chars?element=fire', '/chars?element=fire'],
      ['/en/chars/aurelia-vance', '/chars/aurelia-vance'],
    ]) {
      const { status, headers } = await get(request, from!);
      expect(status, from).toBe(308);
      expect(new URL(headers.location!, site).pathname + new URL(headers.location!, site).search).toBe(to);
    }
    const { status, html } = await get(request, '/no-such-page');
    expect(status).toBe(404);
    expect(languageLinks(html).lang).toBe('en');
  });

  test('the sitemap lists every page in every language, with its alternates', async ({ request }) => {
    const xml = (await get(request, '/sitemap.xml')).html;
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!);
    for (const route of ['/', '/chars', '/chars/aurelia-vance', '/changelog'])
      for (const locale of ['en', ...translated])
        expect(locs).toContain(`${site}${localized(locale, route)}`);
    const ja = urls[locs.indexOf(`${site}/ja/chars/aurelia-vance`)]!;
    expect(ja).toContain(`hreflang="en" href="${site}/chars/aurelia-vance"`);
    expect(ja).toContain(`hreflang="es" href="${site}/es/chars/aurelia-vance"`);
    expect(ja).toContain(`hreflang="x-default" href="${site}/chars/aurelia-vance"`);
  });
});

/**
 * The words a visitor reads on the page: its text, the labels and hints of its controls, its title
 * and description. Not code (an API example), nor what the page marks as English (`lang="en"`: a
 * long text allowed to fall back).
 */
function readWords(): string {
  const out: string[] = [document.title];
  const skip = 'script,style,noscript,code,pre,kbd,template,[lang="en"]';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(skip)) out.push(node.textContent ?? '');
  }
  for (const el of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
    if (el.closest(skip)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) out.push(el.getAttribute(name) ?? '');
  }
  out.push(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  return out.join('\n');
}

/** Latin words of three letters or more, as a visitor would spot them. */
const latinWords = (text: string) =>
  new Set(
    [
      ...text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ').matchAll(/[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ’']{2,}/g),
    ].map((m) => m[0]),
  );

/**
 * Names that stay as they are in every language: the site, the game, the sister wiki, the
 * languages' own names in the language switch, a key's name.
 */
const brand = new Set([
  'Lanternfall',
  'Codex',
  'Tidecaller',
  'Wiki',
  'API',
  'JSON',
  'English',
  'Español',
  'Ctrl',
]);

/** Every English name of the content: Spanish keeps many of them (a hero is Aurelia Vance in both). */
function englishNames(): Set<string> {
  const root = path.join(__dirname, '..', 'content');
  const words = new Set<string>();
  for (const dir of fs.readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'i18n') continue;
    for (const file of fs.readdirSync(path.join(root, dir.name))) {
      if (!file.endsWith('.json')) continue;
      const doc = JSON.parse(fs.readFileSync(path.join(root, dir.name, file), 'utf8')) as { name?: unknown };
      if (typeof doc.name === 'string') for (const w of latinWords(doc.name)) words.add(w);
    }
  }
  return words;
}

/** Words Spanish writes as English does (checked against the English page: they are not leftovers). */
const sameInSpanish = new Set([
  'Arena',
  'Control',
  'Elemental',
  'Total',
  'Normal',
  'Tarots',
  'tarots',
  'tarot',
]);

/** A template's pages the check reads, the players' pages included. */
const readPages = [
  // Not the changelog: its first page is whatever the suite's own writes made last.
  ...pages.map((t) => t.path).filter((route) => route !== '/changelog'),
  '/compare?ids=ashby-thorne,aurelia-vance',
  '/search?q=ember',
  '/roster',
  '/me',
  '/offline',
];

/**
 * The English still left on a translated page, word by word, until it is translated: list cards
 * drawn in the browser (their words come with the entry, not yet from a catalog), the team
 * synergy's sentences (built by lib/teams in English), the changelog's entity names (recorded
 * in English when the change was made). A word on a page that is not in its list fails the test;
 * a listed word no longer there is reported, so the list only shrinks.
 */
const knownEnglish = JSON.parse(fs.readFileSync(path.join(__dirname, 'english-left.json'), 'utf8')) as Record<
  Translated,
  Record<string, string[]>
>;

/**
 * `ENGLISH_LEFT_WRITE=1` rewrites the list from what the run finds (after a translation, to let
 * the list shrink); the diff shows what went and what came.
 */
const rewrite = !!process.env.ENGLISH_LEFT_WRITE;

function leftovers(locale: Translated, route: string, words: string[], gone: string[]): string[] {
  if (rewrite) {
    const file = path.join(__dirname, 'english-left.json');
    const all = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof knownEnglish;
    if (words.length > 0) all[locale][route] = [...words].sort();
    else delete all[locale][route];
    fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
    return [];
  }
  const known = new Set(knownEnglish[locale][route] ?? []);
  for (const word of known) if (!words.includes(word)) gone.push(`${locale} ${route}: ${word}`);
  return words.filter((w) => !known.has(w));
}

test.describe('no English left on a translated page', () => {
  test('ja: a page reads in Japanese, every word outside names of the brand', async ({ page }) => {
    test.setTimeout(240_000);
    const left: Record<string, string[]> = {};
    const gone: string[] = [];
    for (const route of readPages) {
      await page.goto(localized('ja', route));
      const words = [...latinWords(await page.evaluate(readWords))].filter((w) => !brand.has(w));
      const unknown = leftovers('ja', route, words, gone);
      if (unknown.length > 0) left[route] = unknown;
    }
    if (gone.length > 0)
      console.log(`translated since e2e/english-left.json was written:\n${gone.join('\n')}`);
    expect(left).toEqual({});
  });

  test('es: no word of the English page is left on the Spanish one, names aside', async ({ page }) => {
    test.setTimeout(240_000);
    const names = englishNames();
    const left: Record<string, string[]> = {};
    const gone: string[] = [];
    for (const route of readPages) {
      await page.goto(route);
      const english = latinWords(await page.evaluate(readWords));
      await page.goto(localized('es', route));
      const words = [...latinWords(await page.evaluate(readWords))].filter(
        (w) => english.has(w) && !brand.has(w) && !names.has(w) && !sameInSpanish.has(w),
      );
      const unknown = leftovers('es', route, words, gone);
      if (unknown.length > 0) left[route] = unknown;
    }
    if (gone.length > 0)
      console.log(`translated since e2e/english-left.json was written:\n${gone.join('\n')}`);
    expect(left).toEqual({});
  });
});

test.describe('the lists in Japanese and Spanish', () => {
  // What each language calls the skills list's parts: its heading, the form's words, a filter,
  // an option and the badge of a passive skill's card, and an interaction badge's opening.
  const words = {
    ja: {
      title: 'スキル',
      search: '検索',
      kind: '種別',
      passive: 'パッシブ',
      sort: '並べ替え',
      applies: 'を付与',
    },
    es: {
      title: 'Habilidades',
      search: 'Buscar',
      kind: 'Clase de habilidad',
      passive: 'Pasiva',
      sort: 'Ordenar por',
      applies: 'aplica ',
    },
  } as const;

  for (const locale of translated) {
    test(`${locale}: a paged list's words, and the cards a filter draws in the browser`, async ({ page }) => {
      const w = words[locale];
      await page.goto(`/${locale}/skills`);
      await page.locator('#content form[role="search"][data-live]').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
      await expect(page.getByRole('searchbox', { name: w.search })).toBeVisible();
      await expect(page.getByLabel(w.sort)).toBeVisible();
      await expect(page.getByRole('main').locator('.lf-fx a').first()).toContainText(w.applies);
      // A filter spans the whole list: its cards are drawn in the browser, from the list's data.
      await page.getByLabel(w.kind, { exact: true }).selectOption('passive');
      await expect(page).toHaveURL(new RegExp(`/${locale}/skills\\?kind=passive$`));
      const shown = page.getByRole('main').locator('article:visible');
      await expect(shown.first()).toBeVisible();
      const badges = await shown.locator('.badge').first().allInnerTexts();
      expect(badges).toEqual([w.passive]);
      // Nothing the cards say in words of their own is left in English.
      const text = (await shown.first().innerText()).replace(/\s+/g, ' ');
      for (const english of ['Verified for', 'History (', 'Characters:', 'Area ', 'applies ']) {
        if (locale === 'es' && english === 'applies ') continue;
        expect(text, english).not.toContain(english);
      }
    });
  }

  test('a filtered URL means the same list in every language (values stay the English ids)', async ({
    page,
  }) => {
    const counts: number[] = [];
    for (const prefix of ['', '/ja', '/es']) {
      await page.goto(`${prefix}/gears?set=Stormglass`);
      await page.locator('#content form[role="search"][data-live]').waitFor();
      await expect(page.locator('#filter-set')).toHaveValue('Stormglass');
      // Filtered across the whole list once it has arrived (the page's own cards until then).
      await page.locator('ul.lf-list[aria-busy="false"]').waitFor();
      await expect(page.getByRole('main').locator('article:visible').first()).toBeVisible();
      counts.push(await page.getByRole('main').locator('article:visible').count());
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
  });
});

test.describe('switching language', () => {
  test('the footer switch keeps the page, its filters and its anchor', async ({ page }) => {
    // The switch's own label is in the page's language; its links are named in theirs.
    const language = (name: string) => page.locator('footer a[hreflang]').filter({ hasText: name });
    await page.goto('/chars?element=fire#list');
    await language('日本語').click();
    await expect(page).toHaveURL(`${site}/ja/chars?element=fire#list`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await language('Español').click();
    await expect(page).toHaveURL(`${site}/es/chars?element=fire#list`);
    await language('English').click();
    await expect(page).toHaveURL(`${site}/chars?element=fire#list`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('a browser that prefers Japanese', () => {
    test.use({ locale: 'ja-JP' });
    test('is offered the Japanese page once, never redirected', async ({ page }) => {
      await page.goto('/chars/aurelia-vance');
      await expect(page).toHaveURL(`${site}/chars/aurelia-vance`);
      const offer = page.locator('.lf-language-offer');
      await expect(offer).toBeVisible();
      await offer.getByRole('button').click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await page.waitForTimeout(500);
      await expect(offer).toHaveCount(0);
    });
  });
});

test.describe('freshness in every language', () => {
  test('a write shows at once in Japanese and Spanish, in English until its translation is updated', async ({
    request,
  }) => {
    const original = await readText(request, 'traits', 'keen-eye', 'description');
    // Keel has the trait: their page shows its name and description in the page's language.
    const before = await Promise.all(
      translated.map(async (l) => (await get(request, `/${l}/chars/keel`)).html),
    );
    for (const [i, locale] of translated.entries())
      expect(before[i], locale).toContain(translatedName(locale, 'traits', 'keen-eye'));
    const changed = 'Sharpened by the patch: +12% Crit chance while standing still.';
    await setTraitDescription(
      request,
      `${changed} Attacks against targets under [[mark]] ignore 10% of their Defense.`,
    );
    try {
      for (const locale of translated) {
        const html = (await get(request, `/${locale}/chars/keel`)).html;
        // The stale translation gives way to the new English text, marked as English.
        expect(html, locale).toContain(changed);
        expect(html, locale).toContain(translatedName(locale, 'traits', 'keen-eye'));
      }
    } finally {
      await setTraitDescription(request, original);
    }
    for (const locale of translated)
      expect((await get(request, `/${locale}/chars/keel`)).html).not.toContain(changed);
  });
});

test.describe('a character page in Japanese and Spanish on a phone', () => {
  for (const locale of translated) {
    test(`${locale} at 360 px, for the closing note's screenshots`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(localized(locale, '/chars/aurelia-vance'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        translatedName(locale, 'characters', 'aurelia-vance'),
      );
      await page.screenshot({
        path: path.join(__dirname, 'screenshots', `locale-${locale}-character-360.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
});

test.describe('a portrait is the same picture in every language', () => {
  test("the character's initials and colours, not drawn from the translated name", async ({ page }) => {
    const drawn: { text: string; style: string | null }[] = [];
    for (const locale of ['en', ...translated] as const) {
      await page.goto(localized(locale, '/chars/aurelia-vance'));
      const portrait = page.locator('header .lf-tile').first();
      drawn.push({ text: (await portrait.textContent()) ?? '', style: await portrait.getAttribute('style') });
    }
    expect(drawn[0]!.text).toBe('AV');
    expect(drawn.slice(1)).toEqual([drawn[0], drawn[0]]);
    // A list draws the same tile, at its own size.
    await page.goto(localized('ja', '/chars'));
    const tile = page.getByRole('img', {
      name: new RegExp(translatedName('ja', 'characters', 'aurelia-vance')),
    });
    await expect(tile.first()).toHaveText('AV');
  });
});
