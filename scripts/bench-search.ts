/**
 * `npm run bench:search`: what the navbar's search box costs a visitor, each figure printed with
 * its ratio to an earlier build measured in the same run, and the goal (at most 1.10× it).
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
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startNext, UNLIMITED_RATES, type Running } from './lib/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const QUERY = process.env.BENCH_QUERY ?? 'tank';
const GOAL = 1.1;

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
