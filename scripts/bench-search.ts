/**
 * `npm run bench:search`: what the navbar's search box costs a visitor, each figure printed with
 * its ratio to a baseline measured in the same run, and the goal.
 *
 * First, in this process, each locale's index and engine (built from content/ and content/i18n/,
 * as the store's import stores them), against English's (goal: at most 2× it):
 *
 *   L1  the locale's index document, bytes and bytes gzipped (printed, no goal)
 *   L2  building the engine over it, the median of BENCH_BUILDS builds, locales taken in turn
 *   L3  a query, the median over BENCH_BUILDS rounds of that locale's queries (LOCALE_QUERIES)
 *
 * `npm run bench:search -- engine` stops there. Then, in a browser, against an earlier build
 * (goal: at most 1.10× it):
 *
 *   S1  the index the box downloads on first focus (/search-index.json), bytes gzipped
 *   S2  time to first result: a fresh page, the box focused and a query typed, until the first
 *       result is in the list; the median of BENCH_RUNS fresh browser contexts
 *
 * Also printed, without a goal: one effect's relation lists (/search-relations/burn), which the
 * box loads only when a query asks about that effect ("what removes burn").
 *
 * Against a running server at BENCH_URL, or else one it starts on the e2e build (.next-e2e, its
 * store in .data/e2e) on BENCH_PORT (3390). The baseline is BENCH_BASELINE_URL, a server running
 * the earlier build, measured in the same run, alternately: a figure recorded on another day would
 * compare two different loads of a shared machine. Without it the figures print alone. A
 * measurement, not a timed test.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import synonyms from '@/content/search/synonyms.json';
import { searchVocabularySchema } from '@/lib/content/search-vocabulary';
import { siteLocales, type SiteLocale } from '@/lib/i18n/locales';
import { searchKinds } from '@/lib/kinds/registry';
import {
  localizedSearchDocs,
  searchDocs,
  type SearchSources,
  type SearchTranslations,
} from '@/lib/search/docs';
import { createEngine } from '@/lib/search/engine';
import type { SearchIndex } from '@/lib/search/types';
import { readJsonFiles } from '@/lib/seed/json-files';
import { loadTranslations } from '@/lib/seed/translations';
import { startNext, UNLIMITED_RATES, type Running } from './lib/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const QUERY = process.env.BENCH_QUERY ?? 'tank';
const GOAL = 1.1;
const BUILDS = Number(process.env.BENCH_BUILDS ?? 40);
const LOCALE_GOAL = 2;

/** What players of each locale type: names, a word inside a name, a reading, a facet, a typo. */
const LOCALE_QUERIES: Record<SiteLocale, string[]> = {
  en: ['tank', 'aurelai', 'wickbl', 'thorne', 'frost hag', 'asbhy', 'lantern', 'burn'],
  ja: ['アウレリア', 'あしゅびー', '点灯', '剣', 'とうしんけん', 'tank', 'aurelia', '灯守'],
  es: ['farolera', 'hoja de mecha', 'maldicion', 'tank', 'quemadura', 'aurelai', 'guardafarol', 'llama'],
};

const CONTENT_DIR = path.join(process.cwd(), 'content');

/** Each locale's index document, built from the content files as the store would hold them. */
async function localeIndexes(): Promise<Record<SiteLocale, SearchIndex>> {
  const read = await Promise.all(
    searchKinds.map(async (kind) =>
      (await readJsonFiles(path.join(CONTENT_DIR, kind))).flatMap((f) => ('json' in f ? [f.json] : [])),
    ),
  );
  // The fields the index reads are plain JSON in the files (as lib/search/engine.test.ts reads them).
  const sources = Object.fromEntries(
    searchKinds.map((kind, i) => [kind, read[i]]),
  ) as unknown as SearchSources;
  const { translations } = await loadTranslations(CONTENT_DIR, (file) => file);
  const vocabulary = searchVocabularySchema.parse(synonyms);
  const index = (locale: SiteLocale): SearchIndex => {
    if (locale === 'en') return { version: locale, docs: searchDocs(sources), vocabulary };
    const files: SearchTranslations = {};
    for (const t of translations) {
      if (t.locale !== locale || !(searchKinds as readonly string[]).includes(t.collection)) continue;
      const kind = t.collection as (typeof searchKinds)[number];
      const map = new Map(files[kind]);
      files[kind] = map.set(t.id, t.json);
    }
    return { version: locale, docs: localizedSearchDocs(sources, files), vocabulary };
  };
  return Object.fromEntries(siteLocales.map((l) => [l, index(l)])) as Record<SiteLocale, SearchIndex>;
}

/** Index sizes, engine build and query times per locale, each beside English's from the same run. */
async function benchLocales() {
  const indexes = await localeIndexes();
  const builds = new Map<SiteLocale, number[]>(siteLocales.map((l) => [l, []]));
  const queries = new Map<SiteLocale, number[]>(siteLocales.map((l) => [l, []]));
  // Locales in turn, round after round, so a busy machine slows each alike; the first round warms up.
  for (let round = 0; round <= BUILDS; round++) {
    for (const locale of siteLocales) {
      const start = performance.now();
      const engine = createEngine(indexes[locale]);
      const built = performance.now() - start;
      const asked = performance.now();
      for (const q of LOCALE_QUERIES[locale]) engine.search(q);
      const perQuery = (performance.now() - asked) / LOCALE_QUERIES[locale].length;
      if (round === 0) continue;
      builds.get(locale)!.push(built);
      queries.get(locale)!.push(perQuery);
    }
  }
  const en = { build: median(builds.get('en')!), query: median(queries.get('en')!) };
  console.log(`Search per locale (in process; ${BUILDS} rounds; goal ≤ ${LOCALE_GOAL}× English)`);
  for (const locale of siteLocales) {
    const json = JSON.stringify(indexes[locale]);
    const build = median(builds.get(locale)!);
    const query = median(queries.get(locale)!);
    const ratio = (value: number, english: number) => {
      const r = value / english;
      return locale === 'en'
        ? ''
        : `  ${r.toFixed(2)}× en, goal ≤ ${LOCALE_GOAL}×: ${r <= LOCALE_GOAL ? 'ok' : 'OVER'}`;
    };
    console.log(
      `L1 ${locale} index`.padEnd(22) +
        `${Buffer.byteLength(json)} B, ${gzipSync(Buffer.from(json), { level: 6 }).length} B gzipped, ${indexes[locale].docs.length} documents`,
    );
    console.log(
      `L2 ${locale} engine build`.padEnd(22) + `${build.toFixed(2)} ms`.padStart(10) + ratio(build, en.build),
    );
    console.log(
      `L3 ${locale} query`.padEnd(22) +
        `${query.toFixed(3)} ms`.padStart(10) +
        ratio(query, en.query) +
        `   (${LOCALE_QUERIES[locale].join(', ')})`,
    );
  }
}

interface Figures {
  indexGzipBytes: number;
  firstResultMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Bytes of a document as gzip sends it (the server's compression is gzip at level 6 by default). */
async function gzippedSize(base: string, route: string): Promise<number | undefined> {
  const response = await fetch(`${base}${route}`);
  if (!response.ok) return undefined;
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
}

/** One cold first result: a fresh context, the page live, the query typed, the first result shown. */
async function firstResult(
  base: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page
      .locator('header form[role="search"][data-live], nav form[role="search"][data-live]')
      .first()
      .waitFor();
    // Timed inside the page: focus (which starts loading the index), type, and wait until a
    // result option is in a result group, then one frame so it has been painted.
    // A string, not a function: tsx's name helpers do not exist in the page.
    return await page.evaluate<number>(`(async () => {
      const input = document.querySelector('form[role="search"][data-live] input[role="combobox"]');
      const start = performance.now();
      const shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          // A first result, or the box saying nothing matches (the earlier build, for a swap).
          const status = document.querySelector('form[role="search"][data-live] [role="status"]');
          if (
            !document.querySelector('[role="listbox"] [role="group"] [role="option"]') &&
            !status?.textContent?.startsWith('Nothing matches')
          )
            return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(QUERY)});
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return shown;
    })()`);
  } finally {
    await context.close();
  }
}

async function main() {
  await benchLocales();
  if (process.argv.includes('engine')) return;
  console.log('');
  let server: Running | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    const port = Number(process.env.BENCH_PORT ?? 3390);
    server = await startNext({
      port,
      distDir: '.next-e2e',
      env: { DATA_DIR: '.data/e2e', SITE_URL: `http://localhost:${port}`, ...UNLIMITED_RATES },
    });
    base = `http://localhost:${port}`;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const indexGzipBytes = await gzippedSize(base, '/search-index.json');
    if (indexGzipBytes === undefined) throw new Error(`${base}/search-index.json did not answer 200`);
    const relationsGzipBytes = await gzippedSize(base, '/search-relations/burn');
    const other = process.env.BENCH_BASELINE_URL;
    await firstResult(base, browser); // warm-up: the server's first renders, the browser's start
    if (other) await firstResult(other, browser);
    const times: number[] = [];
    const otherTimes: number[] = [];
    // With a baseline server, runs alternate A B B A, so a busy machine slows both sides alike.
    for (let i = 0; i < RUNS; i++) {
      const order: (string | undefined)[] = i % 2 ? [other, base] : [base, other];
      for (const url of order) {
        if (url === base) times.push(await firstResult(base, browser));
        else if (url) otherTimes.push(await firstResult(url, browser));
      }
    }
    const measured: Figures = { indexGzipBytes, firstResultMs: Math.round(median(times)) };

    const baseline: Figures | undefined = other
      ? {
          indexGzipBytes: (await gzippedSize(other, '/search-index.json')) ?? 0,
          firstResultMs: Math.round(median(otherTimes)),
        }
      : undefined;
    const line = (label: string, value: number, unit: string, before: number | undefined) => {
      const ratio = before ? value / before : undefined;
      const verdict =
        ratio === undefined ? 'no baseline (set BENCH_BASELINE_URL)' : ratio <= GOAL ? 'ok' : 'OVER';
      console.log(
        `${label.padEnd(44)} ${`${value} ${unit}`.padStart(12)}   ` +
          (ratio === undefined
            ? verdict
            : `${ratio.toFixed(2)}× baseline (${before} ${unit}), goal ≤ ${GOAL}×: ${verdict}`),
      );
    };
    line('S1 search index, gzipped', measured.indexGzipBytes, 'B', baseline?.indexGzipBytes);
    line(
      `S2 time to first result ("${QUERY}", median of ${RUNS})`,
      measured.firstResultMs,
      'ms',
      baseline?.firstResultMs,
    );
    console.log(`   runs: ${times.map((t) => Math.round(t)).join(', ')} ms`);
    if (other)
      console.log(`   baseline runs (${other}): ${otherTimes.map((t) => Math.round(t)).join(', ')} ms`);
    if (relationsGzipBytes !== undefined)
      console.log(`   Burn's relation lists (loaded for a question only), gzipped: ${relationsGzipBytes} B`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
