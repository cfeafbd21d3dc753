/**
 * `npm run bench:lighthouse`: each page template's main thread against the framework's own floor.
 * Lighthouse's mobile profile, with Lighthouse CI's settings (lighthouserc.js: Chromium, flags),
 * over every template of the built site and over a bare Next.js page (one server component, no
 * CSS) built from the same node_modules, measured interleaved (template A, bare, template B, bare,
 * …) so both sides share the machine's moment; each figure is the median of BENCH_RUNS runs (3).
 * Every figure is printed with its ratio to the bare page and the goal:
 *
 *   performance ≥ bare − 0.03        total blocking time ≤ 1.5 × bare
 *
 * The site runs on the e2e build (.next-e2e, its store .data/e2e) when there is one, else it is
 * built once there. The bare page is written, built and served (`next start`) in a temporary
 * folder that is removed at the end. It is a measurement, not a timed test.
 *
 * Settings: BENCH_SITE_DIR (the project to measure, default this one: another checkout with its
 * own build measures that code), BENCH_PATHS (comma-separated, default every template of
 * lighthouserc.js), BENCH_RUNS (3), BENCH_PORT (3395, and the next one for the bare page),
 * BENCH_REPORTS (a folder: each run's Lighthouse JSON is written there, for the trace's
 * bootup-time and main-thread breakdown), BENCH_DETAIL=1 (prints each page's main-thread breakdown
 * and its costliest scripts, medians of the runs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertPortFree,
  requireBuild,
  start,
  stopAll,
  UNLIMITED_RATES,
  waitForHttp,
  type Running,
} from './lib/stack';

const ROOT = path.resolve(__dirname, '..');
const SITE_DIR = path.resolve(process.env.BENCH_SITE_DIR || ROOT);
const DIST_DIR = '.next-e2e';
const DATA_DIR = '.data/e2e';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3395);
const BARE_PORT = SITE_PORT + 1;
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined;
const DETAIL = process.env.BENCH_DETAIL === '1';

/** The goals, relative to the bare page. */
const PERF_MARGIN = 0.03;
const TBT_RATIO = 1.5;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- lighthouserc.js is CommonJS
const lhci = require('../lighthouserc.js') as {
  paths: string[];
  ci: { collect: { chromePath: string; settings: { chromeFlags: string } } };
};
const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(',').map((p) => p.trim()) : lhci.paths;

type Reading = {
  performance: number;
  tbt: number;
  lcp: number;
  /** Main-thread time by Lighthouse's groups (ms). */
  breakdown: Record<string, number>;
  /** Script evaluation and parse/compile per script URL (ms). */
  scripts: Record<string, number>;
};

type LighthouseResult = {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
};

/** One Lighthouse run on a fresh Chromium, as `lhci collect` starts one per run. */
async function lighthouse(url: string, label: string): Promise<Reading> {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: lhci.ci.collect.chromePath,
    chromeFlags: lhci.ci.collect.settings.chromeFlags.split(/\s+/).filter(Boolean),
  });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${label}.json`), JSON.stringify(lhr));
    }
    const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
    return {
      performance: lhr.categories.performance.score ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      breakdown: Object.fromEntries(
        items('mainthread-work-breakdown').map((i) => [String(i.groupLabel), Number(i.duration)]),
      ),
      scripts: Object.fromEntries(
        items('bootup-time').map((i) => [String(i.url), Number(i.scripting) + Number(i.scriptParseCompile)]),
      ),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid]! + sorted[mid + 1]!) / 2;
}

/** The median of each key over the runs (a key missing from a run counts as 0 there). */
function medianBy(records: Record<string, number>[]): Record<string, number> {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

/** The bare page: a root layout and one server component, no CSS, the same next and react. */
function writeBare(dir: string): void {
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // Turbopack compiles only files under its root; the node_modules link points outside the folder.
  fs.writeFileSync(path.join(dir, 'next.config.js'), "module.exports = { turbopack: { root: '/' } };\n");
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    "export const metadata = { title: 'Bare', description: 'A bare Next.js page.' };\n" +
      'export default function RootLayout({ children }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.js'),
    'export default function Page() {\n' +
      '  return <main><h1>A bare page</h1><p>One server component, no CSS.</p></main>;\n}\n',
  );
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

function nextBin(): string {
  return require.resolve('next/dist/bin/next', { paths: [ROOT] });
}

/** Builds `dir` (the site with `npm run build`, the bare page with `next build`), throwing on failure. */
function build(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`[bench] building ${dir} …`);
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`build of ${dir} failed (${result.status ?? result.signal})`);
}

async function serve(
  name: string,
  dir: string,
  port: number,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<Running> {
  await assertPortFree(port);
  const proc = start(name, process.execPath, args, {
    cwd: dir,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, proc);
  return proc;
}

const score = (v: number) => v.toFixed(2);
const ms = (v: number) => `${Math.round(v)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

async function main(): Promise<void> {
  const siteEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...UNLIMITED_RATES,
    NODE_ENV: 'production' as const,
    NEXT_DIST_DIR: DIST_DIR,
    DATA_DIR,
    SITE_URL: `http://localhost:${SITE_PORT}`,
  };
  if (!fs.existsSync(path.join(SITE_DIR, DIST_DIR, 'BUILD_ID')))
    build(SITE_DIR, 'npm', ['run', 'build'], siteEnv);
  requireBuild(path.join(SITE_DIR, DIST_DIR));

  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-bench-bare-'));
  const procs: Running[] = [];
  try {
    writeBare(bareDir);
    build(bareDir, process.execPath, [nextBin(), 'build'], process.env);
    procs.push(
      await serve(
        'site',
        SITE_DIR,
        SITE_PORT,
        [path.join(SITE_DIR, 'server.mjs'), '-p', String(SITE_PORT)],
        siteEnv,
      ),
    );
    procs.push(
      await serve('bare', bareDir, BARE_PORT, [nextBin(), 'start', '-p', String(BARE_PORT)], {
        ...process.env,
        NODE_ENV: 'production' as const,
      }),
    );
    const site = `http://localhost:${SITE_PORT}`;
    const bare = `http://localhost:${BARE_PORT}/`;
    // Every page rendered once before anything is measured, so no run shares the cores with a render.
    for (const p of paths) await (await fetch(site + p)).arrayBuffer();
    await (await fetch(bare)).arrayBuffer();

    const pages = new Map<string, Reading[]>(paths.map((p) => [p, []]));
    /** The bare page's runs, each taken right after a run of the template it is keyed by. */
    const bares = new Map<string, Reading[]>(paths.map((p) => [p, []]));
    const slug = (p: string) => p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    for (let run = 1; run <= RUNS; run += 1) {
      for (const p of paths) {
        process.stdout.write(`[bench] run ${run}/${RUNS} ${p} … `);
        const page = await lighthouse(site + p, `${slug(p)}-${run}`);
        const floor = await lighthouse(bare, `bare-after-${slug(p)}-${run}`);
        pages.get(p)!.push(page);
        bares.get(p)!.push(floor);
        console.log(
          `${score(page.performance)} / ${ms(page.tbt)}; bare ${score(floor.performance)} / ${ms(floor.tbt)}`,
        );
      }
    }

    console.log(
      `\nLighthouse mobile (lighthouserc.js settings), median of ${RUNS} runs, interleaved with a bare Next.js page.` +
        `\nGoal: performance ≥ bare − ${PERF_MARGIN}, total blocking time ≤ ${TBT_RATIO}× bare.\n`,
    );
    const rows: string[][] = [
      ['page', 'performance', 'bare', 'Δ', 'TBT', 'bare', '×', 'LCP', 'bare', '×', 'goal'],
    ];
    let failed = 0;
    for (const p of paths) {
      const runs = pages.get(p)!;
      const floors = bares.get(p)!;
      const perf = median(runs.map((r) => r.performance));
      const tbt = median(runs.map((r) => r.tbt));
      const lcp = median(runs.map((r) => r.lcp));
      const bPerf = median(floors.map((r) => r.performance));
      const bTbt = median(floors.map((r) => r.tbt));
      const bLcp = median(floors.map((r) => r.lcp));
      // A bare TBT of 0 makes any blocking time an infinite ratio: compare with 1 ms instead.
      const pass = perf >= bPerf - PERF_MARGIN - 1e-9 && tbt <= TBT_RATIO * Math.max(bTbt, 1);
      if (!pass) failed += 1;
      rows.push([
        p,
        score(perf),
        score(bPerf),
        (perf - bPerf >= 0 ? '+' : '') + (perf - bPerf).toFixed(2),
        ms(tbt),
        ms(bTbt),
        ratio(tbt, Math.max(bTbt, 1)),
        ms(lcp),
        ms(bLcp),
        ratio(lcp, bLcp),
        pass ? 'pass' : 'FAIL',
      ]);
      if (DETAIL) {
        const breakdown = medianBy(runs.map((r) => r.breakdown));
        const floor = medianBy(floors.map((r) => r.breakdown));
        const groups = Object.keys({ ...breakdown, ...floor }).sort(
          (a, b) => (breakdown[b] ?? 0) - (breakdown[a] ?? 0),
        );
        console.log(`${p}: main thread by group (bare beside):`);
        for (const g of groups)
          console.log(
            `  ${g.padEnd(28)} ${ms(breakdown[g] ?? 0).padStart(9)}  ${ms(floor[g] ?? 0).padStart(9)}`,
          );
        const scripts = Object.entries(medianBy(runs.map((r) => r.scripts)))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6);
        console.log(`${p}: costliest scripts (evaluation + compile):`);
        for (const [url, time] of scripts) console.log(`  ${ms(time).padStart(9)}  ${url.replace(site, '')}`);
      }
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows)
      console.log(
        row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
      );
    console.log(
      `\n${paths.length - failed} of ${paths.length} templates meet the goal. Machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}.`,
    );
    if (REPORTS) console.log(`Lighthouse reports: ${REPORTS}`);
  } finally {
    await stopAll(procs);
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
