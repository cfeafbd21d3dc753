/**
 * `npm run bench:load`: 60 s at 50 connections over a mix of pages and API reads against a
 * production server (`next build` into .next-bench, server.mjs on its own PGlite directory),
 * once alone and once with a stream of hostile queries alongside. Prints errors, p50/p99 and the
 * server's RSS for each, and the p99 ratio beside the goal (at most 2x). A measurement, not a test.
 *
 * Options (environment): BENCH_SECONDS (60), BENCH_CONNECTIONS (50), BENCH_PORT (3300),
 * BENCH_SKIP_BUILD=1 to reuse the last .next-bench build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNext, UNLIMITED_RATES } from './lib/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const root = process.cwd();
const distDir = '.next-bench';
const dataDir = path.join(root, '.data', 'bench');

// Normal visitors: each request comes "through the local proxy" for one of 512 addresses
// (documentation ranges, only ever written into a header), so no address meets the rate limits.
const visitor = () => {
  const n = Math.floor(Math.random() * 512);
  return { 'x-forwarded-for': `${n < 256 ? '198.51.100' : '192.0.2'}.${n % 256}` };
};
const json = { 'content-type': 'application/json' };
const normal = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/chars' },
  { method: 'GET', path: '/chars/aurelia-vance' },
  { method: 'GET', path: '/gears/wickblade' },
  { method: 'GET', path: '/tierlist' },
  {
    method: 'POST',
    path: '/api/data/find',
    body: JSON.stringify({
      collection: 'characters',
      filter: { rarity: 5 },
      projection: { name: 1 },
      limit: 20,
    }),
  },
  {
    method: 'POST',
    path: '/api/data/findOne',
    body: JSON.stringify({ collection: 'gears', filter: { _id: 'wickblade' } }),
  },
] as const;

// Hostile queries: refused by the validator, or the heaviest the caps allow; from a few addresses.
const hostileBodies = [
  { collection: 'characters', filter: { profile: { $regex: '(.*)(.*)(.*)(.*)\\4\\3\\2\\1x' } } },
  {
    collection: 'characters',
    filter: { $or: Array.from({ length: 100 }, (_, i) => ({ profile: { $regex: `a.*b${i}` } })) },
  },
  { collection: 'characters', filter: { _id: { $in: Array.from({ length: 30_000 }, (_, i) => `x${i}`) } } },
  {
    collection: 'characters',
    filter: {
      $or: [
        ...Array.from({ length: 10 }, (_, i) => ({ profile: { $regex: `a.*e.*i.*o${i}`, $options: 'i' } })),
        ...Array.from({ length: 90 }, (_, i) => ({ 'skillTree.options.description': `x${i}` })),
      ],
    },
    limit: 1000,
  },
  {
    collection: 'characters',
    filter: { name: { $in: Array.from({ length: 1000 }, (_, i) => `n${i}`) } },
    limit: 1000,
  },
].map((body) => JSON.stringify(body));

/** Children of `pid` (pgrep exits 1 when there are none). */
function children(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of the server and any process it started, in MB. */
function rssMb(pid: number): number {
  const kb = [pid, ...children(pid)]
    .filter((p) => fs.existsSync(`/proc/${p}/status`))
    .reduce(
      (sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0),
      0,
    );
  return Math.round(kb / 1024);
}

function run(label: string, opts: Omit<autocannon.Options, 'url'>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, url: base }, (error, result) => (error ? reject(error) : resolve(result))).on(
      'error',
      reject,
    );
    process.stdout.write(`  ${label}: ${opts.duration} s at ${opts.connections} connections...\n`);
  });
}

const normalTraffic = () =>
  run('normal traffic', {
    connections,
    duration: seconds,
    requests: normal.map((r) => ({
      ...r,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: { ...request.headers, ...visitor(), ...(r.method === 'POST' ? json : {}) },
      }),
    })) as autocannon.Request[],
  });

const hostileTraffic = () =>
  run('hostile stream', {
    connections: 5,
    duration: seconds,
    requests: hostileBodies.map((body, i) => ({
      method: 'POST',
      path: '/api/data/find',
      body,
      headers: { ...json, 'x-forwarded-for': `203.0.113.${i}` },
    })),
  });

function summary(name: string, result: autocannon.Result, rss: number) {
  const statuses = `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`;
  console.log(
    `${name.padEnd(22)} ${result.requests.total} requests (${statuses}); p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; server RSS ${rss} MB`,
  );
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    // Pages are prerendered from the store: the build imports content/ into the bench's own store.
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`building into ${distDir}...`);
    execFileSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    });
  }
  const server = await startNext({
    port,
    distDir,
    env: { DATA_DIR: dataDir, ...UNLIMITED_RATES },
    name: 'bench server',
  });
  try {
    // Warm up every page once, as a visited site is.
    for (const r of normal)
      await fetch(`${base}${r.path}`, {
        method: r.method,
        headers: json,
        body: 'body' in r ? r.body : undefined,
      });

    const alone = await normalTraffic();
    const rssAlone = rssMb(server.child.pid!);
    const [withHostile, hostile] = await Promise.all([normalTraffic(), hostileTraffic()]);
    const rssHostile = rssMb(server.child.pid!);

    console.log('');
    summary('normal alone', alone, rssAlone);
    summary('normal with hostile', withHostile, rssHostile);
    summary('hostile stream', hostile, rssHostile);
    const ratio = withHostile.latency.p99 / Math.max(1, alone.latency.p99);
    console.log(
      `\np99 ratio (with hostile / alone): ${ratio.toFixed(2)}x   goal: <= 2.00x   ${ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
