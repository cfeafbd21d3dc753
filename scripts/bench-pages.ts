/**
 * `npm run bench:pages`: how close the served pages come to static files, measured side by side
 * in one run with wrk (Debian: `apt-get install -y wrk`), each figure printed with its goal.
 *
 *   P1  each template (home, a list, a detail page, the tier list) vs the same bytes as a
 *       public/ file on the same server                                   goal ≥ 0.2
 *   P2  a detail page through Varnish (serve:edge) vs nginx serving the same bytes, both asked
 *       with Accept-Encoding: gzip, measured A B B A after a warm-up      goal ≥ 0.5
 *   P3  an uncached render of the heaviest page vs a trivial dynamic route handler, measured
 *       A B B A so neither side inherits the other's leftover work           goal ≥ 0.5
 *   P7  uncached renders, one at a time, with 10× generated content vs the shipped content:
 *       a list at most 2× slower, a detail page unchanged (at most 1.2×)
 *   P8  the locale row: uncached renders, one at a time, of a list and a detail page in Japanese
 *       and Spanish vs the same page in English (the translations laid over the English reads)
 *                                                                         goal ≤ 1.3
 *
 * Runs on a build (`NEXT_DIST_DIR`, default .next) with fresh PGlite stores in a temporary
 * folder; everything it starts or writes is removed at the end. It is a measurement, not a
 * timed test. Ports: BENCH_PORT (default 3390, and the next one for the 10× server),
 * BENCH_EDGE_PORT (default 8390, and the next one for nginx). BENCH_SECONDS per figure (5),
 * BENCH_CONNECTIONS (32).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  requireBuild,
  start,
  startNext,
  startVarnish,
  stopAll,
  varnishInstalled,
  waitForHttp,
  type Running,
  UNLIMITED_RATES,
} from './lib/stack';

const ROOT = path.resolve(__dirname, '..');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const APP_PORT = Number(process.env.BENCH_PORT ?? 3390);
const APP10_PORT = APP_PORT + 1;
const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 8390);
const NGINX_PORT = EDGE_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PUBLIC_DIR = path.join(ROOT, 'public', '__bench');
/** How long P7 waits before each render, for the servers' work after their last answer to end. */
const QUIET_MS = 250;
const DETAIL = '/chars/keel';
const TEMPLATES = {
  home: '/',
  list: '/chars',
  detail: DETAIL,
  tierlist: '/tierlist',
  // P1's locale row: the same detail page in Japanese.
  detailJa: `/ja${DETAIL}`,
} as const;
/**
 * The path an uncached render is asked at: Next's revalidation header goes past the proxy, which
 * would otherwise rewrite an English path to its `/en` route.
 */
const rendered = (route: string) =>
  /^\/(ja|es)(\/|$)/.test(route) ? route : `/en${route === '/' ? '' : route}`;
/** P8's pages, each rendered in every language. */
const LOCALE_PAGES = ['/chars', DETAIL] as const;
const OTHER_LOCALES = ['ja', 'es'] as const;
type Template = keyof typeof TEMPLATES;

interface Measure {
  rps: number;
  p99: string;
  errors: number;
}

/** One wrk run: requests per second, 99th percentile latency and non-2xx/3xx answers. */
function wrk(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Measure {
  // A render can take seconds on a busy box; wrk's default 2 s timeout would count it as failed.
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed on ${url}: ${run.stderr || run.stdout}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
  const p99 = /\s99%\s+(\S+)/.exec(run.stdout)?.[1] ?? '?';
  const errors =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout)?.[1] ?? 0) +
    Number(/Socket errors:.*timeout (\d+)/.exec(run.stdout)?.[1] ?? 0);
  return { rps, p99, errors };
}

/**
 * Mean milliseconds per request of each URL, requested one at a time and interleaved round by
 * round (a render of a large page can take seconds, too long for a load tool's fixed window).
 * The order alternates (A B, B A, …) and each request waits for a quiet moment first: a server
 * goes on working after it answers (writing the page it rendered to its cache), and that work
 * otherwise lands on whichever server is asked next, which would make the server asked second
 * look slower than it is.
 */
async function renderTimes(
  urls: readonly string[],
  headers: Record<string, string>,
  rounds = 8,
): Promise<number[]> {
  const totals = urls.map(() => 0);
  for (let round = -1; round < rounds; round++) {
    const order = [...urls.entries()];
    if (round % 2 !== 0) order.reverse();
    for (const [i, url] of order) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const started = performance.now();
      await body(url, headers);
      // Round -1 warms the server's code paths and is not counted.
      if (round >= 0) totals[i] = (totals[i] ?? 0) + performance.now() - started;
    }
  }
  return totals.map((total) => total / rounds);
}

/**
 * Two measures taken A B B A, with a pause before each window, and averaged per side: work left
 * over from one window (pages written to the cache after a burst of renders, garbage) otherwise
 * lands on whichever is measured next, so a single fixed order makes the figures swing from run
 * to run.
 */
async function alternating(a: () => Measure, b: () => Measure): Promise<[Measure, Measure]> {
  const runs: { a: Measure[]; b: Measure[] } = { a: [], b: [] };
  for (const side of ['a', 'b', 'b', 'a'] as const) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    runs[side].push(side === 'a' ? a() : b());
  }
  const merge = (ms: Measure[]): Measure => ({
    rps: ms.reduce((sum, m) => sum + m.rps, 0) / ms.length,
    // The worse of the windows' p99s.
    p99: ms.map((m) => m.p99).sort((x, y) => seconds(y) - seconds(x))[0] ?? '?',
    errors: ms.reduce((sum, m) => sum + m.errors, 0),
  });
  return [merge(runs.a), merge(runs.b)];
}

/** wrk's latency figure ("763.62ms", "2.79s", "950.00us") in seconds. */
function seconds(latency: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(latency);
  if (!match) return NaN;
  const scale = { us: 1e-6, ms: 1e-3, s: 1, m: 60 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

function fmt(m: Measure): string {
  const errors = m.errors > 0 ? ` (${m.errors} failed!)` : '';
  return `${m.rps.toFixed(0).padStart(6)} req/s p99 ${m.p99.padStart(7)}${errors}`;
}

function row(label: string, a: Measure, b: Measure, goal: string, pass: (ratio: number) => boolean): void {
  const ratio = a.rps / b.rps;
  const verdict = a.errors || b.errors ? 'INVALID' : pass(ratio) ? 'ok' : 'BELOW GOAL';
  console.log(
    `${label.padEnd(30)} ${fmt(a)}  vs ${fmt(b)}  ratio ${ratio.toFixed(2).padStart(5)}  goal ${goal}  ${verdict}`,
  );
}

async function body(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  // A kept-alive connection from before a wrk run may have been closed by the server meanwhile.
  const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A PGlite store with the shipped content and nine generated copies of every document. */
async function tenfoldStore(dataDir: string): Promise<void> {
  const { openStore, setStore } = await import('@/lib/store');
  const { createDataClient } = await import('@/lib/data/client');
  const { runSeed } = await import('@/lib/seed');
  const { contentCollections } = await import('@/lib/content');
  const { refreshSummaries } = await import('@/lib/functions/summaries');
  const store = await openStore({ dataDir });
  setStore(store);
  try {
    await runSeed({ client: createDataClient({ system: true }), log: () => {} });
    // Tier lists place each character once; they stay as shipped.
    for (const collection of contentCollections.filter((c) => c !== 'tierlists')) {
      const docs = await store.find(collection, { filter: {}, limit: 100_000, skip: 0 });
      for (let copy = 1; copy < 10; copy++) {
        for (const doc of docs) {
          const name = typeof doc.name === 'string' ? { name: `${doc.name} ${copy + 1}` } : {};
          await store.insertOne(collection, { ...doc, ...name, _id: `${doc._id}-x${copy}` });
        }
      }
    }
    // Written straight into the store, past the writes that keep the summaries (the stat scale).
    await refreshSummaries(store);
  } finally {
    setStore(undefined);
    await store.close();
  }
}

function nginxConf(dir: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  sendfile on;
  gzip_static on;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${dir}/www; }
}
`;
}

async function main(): Promise<void> {
  if (spawnSync('wrk', ['-v']).error) throw new Error('wrk is not installed: `apt-get install -y wrk`.');
  const dist = requireBuild(DIST_DIR);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'));
  // Next's on-demand revalidation header: the page and its 'use cache' reads render afresh.
  const uncached = { 'x-prerender-revalidate': manifest.preview.previewModeId as string };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-bench-'));
  // A server writes what it renders into its build folder (prerendered pages, Next's cache): each
  // of the two runs on a copy, so neither sees the other's pages and the build itself stays as built.
  const copies = { one: `${DIST_DIR}-bench-one`, ten: `${DIST_DIR}-bench-ten` };
  for (const copy of Object.values(copies)) {
    fs.rmSync(path.join(ROOT, copy), { recursive: true, force: true });
    fs.cpSync(dist, path.join(ROOT, copy), { recursive: true });
  }
  const running: (Running | undefined)[] = [];
  const app = `http://127.0.0.1:${APP_PORT}`;
  try {
    console.log(`Build ${DIST_DIR}; wrk, ${CONNECTIONS} connections, ${SECONDS} s per figure, one run\n`);

    // The pages' bytes become public/ files before the server starts, so it serves them as it would any asset.
    const seedServer = await startNext({
      port: APP_PORT,
      distDir: copies.one,
      env: { ...UNLIMITED_RATES, DATA_DIR: `${tmp}/one` },
    });
    const bytes = {} as Record<Template, Buffer>;
    for (const [name, route] of Object.entries(TEMPLATES) as [Template, string][]) {
      await body(`${app}${route}`);
      bytes[name] = await body(`${app}${route}`);
    }
    await seedServer.stop();
    fs.mkdirSync(PUBLIC_DIR, { recursive: true });
    // As .txt: the proxy lets such a file through (its matcher), while an .html path is a page
    // route to it, which no route serves (the language's 404 page).
    for (const [name, buffer] of Object.entries(bytes))
      fs.writeFileSync(path.join(PUBLIC_DIR, `${name}.txt`), buffer);

    console.log('generating 10× content …');
    await tenfoldStore(`${tmp}/ten`);
    running.push(
      await startNext({
        port: APP_PORT,
        distDir: copies.one,
        env: { ...UNLIMITED_RATES, DATA_DIR: `${tmp}/one` },
      }),
    );
    running.push(
      await startNext({
        port: APP10_PORT,
        distDir: copies.ten,
        env: { ...UNLIMITED_RATES, DATA_DIR: `${tmp}/ten` },
      }),
    );

    console.log('\nP1  page vs the same bytes as a public/ file, same server');
    for (const [name, route] of Object.entries(TEMPLATES) as [Template, string][]) {
      await body(`${app}${route}`);
      const page = wrk(`${app}${route}`);
      const file = wrk(`${app}/__bench/${name}.txt`);
      row(
        `${name} ${route} (${(bytes[name].length / 1024).toFixed(0)} KB)`,
        page,
        file,
        '≥ 0.2',
        (r) => r >= 0.2,
      );
    }

    console.log('\nP2  detail page through the proxy vs nginx, Accept-Encoding: gzip');
    const nginxInstalled = !spawnSync('nginx', ['-v']).error;
    if (!varnishInstalled() || !nginxInstalled) {
      console.log(
        `SKIPPED: ${!nginxInstalled ? 'nginx' : 'Varnish with xkey'} is not installed (apt-get install -y varnish varnish-modules nginx)`,
      );
    } else {
      running.push(await startVarnish({ edgePort: EDGE_PORT, appPort: APP_PORT }));
      const www = path.join(tmp, 'nginx', 'www');
      fs.mkdirSync(path.join(tmp, 'nginx', 'tmp'), { recursive: true });
      fs.mkdirSync(www, { recursive: true });
      fs.writeFileSync(path.join(www, 'detail.html'), bytes.detail);
      fs.writeFileSync(path.join(www, 'detail.html.gz'), gzipSync(bytes.detail));
      fs.chmodSync(tmp, 0o755);
      fs.writeFileSync(path.join(tmp, 'nginx', 'nginx.conf'), nginxConf(path.join(tmp, 'nginx')));
      const nginx = start('nginx', 'nginx', ['-c', path.join(tmp, 'nginx', 'nginx.conf')]);
      running.push(nginx);
      await waitForHttp(`http://127.0.0.1:${NGINX_PORT}/detail.html`, nginx, 10_000);
      const gzip = { 'accept-encoding': 'gzip' };
      const edgeUrl = `http://127.0.0.1:${EDGE_PORT}${DETAIL}`;
      await body(edgeUrl, gzip);
      const cached = (
        await fetch(edgeUrl, { headers: gzip }).catch(() => fetch(edgeUrl, { headers: gzip }))
      ).headers.get('x-cache');
      const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/detail.html`;
      // Both warmed by a burst first (Varnish's first seconds after start ran at two thirds of
      // its speed here), then measured A B B A after a pause, as P3 is: the app servers' work
      // left over from P1 (cache writes, garbage) otherwise lands on whichever runs first.
      wrk(edgeUrl, gzip, 2);
      wrk(nginxUrl, gzip, 2);
      const [edge, static_] = await alternating(
        () => wrk(edgeUrl, gzip),
        () => wrk(nginxUrl, gzip),
      );
      row(`detail ${DETAIL} (proxy ${cached ?? '?'}, ABBA)`, edge, static_, '≥ 0.5', (r) => r >= 0.5);
    }

    console.log('\nP3  uncached render of the heaviest page vs a trivial dynamic route handler');
    const [heaviest] = (Object.entries(bytes) as [Template, Buffer][]).sort(
      (a, b) => b[1].length - a[1].length,
    );
    const heavyRoute = TEMPLATES[(heaviest as [Template, Buffer])[0]];
    const trivial = '/api/health';
    // Both warmed by a burst first: the render path (prerendering, cache writes) has not run
    // since start, while the handler's shares the request path P1 just warmed.
    wrk(`${app}${rendered(heavyRoute)}`, uncached, 2);
    wrk(`${app}${trivial}`, {}, 2);
    const [render, handler] = await alternating(
      () => wrk(`${app}${rendered(heavyRoute)}`, uncached),
      () => wrk(`${app}${trivial}`),
    );
    row(`${heavyRoute} vs GET ${trivial} (ABBA)`, render, handler, '≥ 0.5', (r) => r >= 0.5);

    console.log('\nP8  uncached renders one at a time, each language vs English (mean time per render)');
    for (const route of LOCALE_PAGES) {
      const urls = [`${app}${rendered(route)}`, ...OTHER_LOCALES.map((locale) => `${app}/${locale}${route}`)];
      // The same burst for each first, as in P7: V8 has optimised every path before it is timed.
      for (const url of urls) wrk(url, uncached, 2);
      const [english, ...others] = await renderTimes(urls, uncached);
      for (const [i, locale] of OTHER_LOCALES.entries()) {
        const ratio = (others[i] as number) / (english as number);
        console.log(
          `${`${locale} ${route}`.padEnd(30)} en ${(english as number).toFixed(0).padStart(6)} ms  ${locale} ${(
            others[i] as number
          )
            .toFixed(0)
            .padStart(
              6,
            )} ms  ratio ${ratio.toFixed(2).padStart(5)}  goal ≤ 1.3  ${ratio <= 1.3 ? 'ok' : 'BELOW GOAL'}`,
        );
      }
    }

    console.log(
      '\nP7  uncached renders one at a time, 10× content vs shipped content (mean time per render)',
    );
    for (const [label, route, goal] of [
      ['list /chars', '/chars', 2],
      [`detail ${DETAIL}`, DETAIL, 1.2],
    ] as const) {
      // The shipped server has rendered this page thousands of times under P1 and P3; the 10×
      // one never has. Both get the same burst of renders first, so both run code V8 has
      // optimised; a cold server would measure V8's warm-up, not the content's size.
      for (const base of [app, `http://127.0.0.1:${APP10_PORT}`]) wrk(`${base}${rendered(route)}`, uncached);
      const [one, ten] = await renderTimes(
        [`${app}${rendered(route)}`, `http://127.0.0.1:${APP10_PORT}${rendered(route)}`],
        uncached,
      );
      const ratio = (ten as number) / (one as number);
      console.log(
        `${label.padEnd(30)} shipped ${(one as number).toFixed(0).padStart(6)} ms  10× ${(ten as number)
          .toFixed(0)
          .padStart(
            6,
          )} ms  slowdown ${ratio.toFixed(2).padStart(5)}  goal ≤ ${goal}  ${ratio <= goal ? 'ok' : 'BELOW GOAL'}`,
      );
    }
  } catch (error) {
    for (const proc of running) if (proc) console.error(`--- ${proc.name}:\n${proc.output().slice(-3000)}`);
    throw error;
  } finally {
    await stopAll(running);
    fs.rmSync(PUBLIC_DIR, { recursive: true, force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
    for (const copy of Object.values(copies))
      fs.rmSync(path.join(ROOT, copy), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
