import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

/**
 * Lighthouse CI (lighthouserc.js) over every template, against this run's web server: the e2e
 * build (.next-e2e) that Playwright built once, so `npm test` never builds twice. On Lighthouse's
 * mobile profile it fails a template below 1 in accessibility, best practices or SEO, at CLS
 * 0.02 or more, or with an unused-CSS or render-blocking finding. Performance ≥ 0.98 and
 * LCP < 1.5 s, goals of issue #10 that a noisy machine moves across the line, are reported beside
 * their goal (they fail too with LHCI_STRICT=1). Here each template is read once (LHCI_RUNS=3
 * for the median of three). The reports land in test-results/lighthouse, and the test prints each
 * template's medians, with every run's reading where the runs disagree. LIGHTHOUSE=0 skips it
 * (it is the suite's longest test).
 */
// A failed gate reads the same on a second try; a retry would only double the suite's longest test.
test.describe.configure({ retries: 0 });

test('Lighthouse CI: every template passes the gates, and each goal is reported', async ({
  baseURL,
  request,
}) => {
  test.skip(process.env.LIGHTHOUSE === '0', 'LIGHTHOUSE=0');
  // Every template, one fresh browser a run (three with LHCI_RUNS=3): room for a slow 2-core machine.
  test.setTimeout(30 * 60_000);
  // Earlier tests write to the store, and the first request for a page a write touched renders it
  // again on the server. Lighthouse measures the page in the browser: it should not share the two
  // cores with that render, so every template is rendered before it starts.
  for (const p of paths) expect((await request.get(p)).status(), p).toBe(200);
  const outputDir = path.resolve(process.env.LHCI_OUTPUT_DIR || 'test-results/lighthouse');
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', 'autorun', '--config=lighthouserc.js'], {
      env: {
        ...process.env,
        // One run a template here: the gates (accessibility, best practices, SEO, CLS, unused CSS,
        // render-blocking) read the same in every run, and the timings are only reported;
        // `npm run bench:lighthouse` takes medians of three side by side with a bare Next.js page.
        LHCI_RUNS: process.env.LHCI_RUNS ?? '1',
        LHCI_BASE_URL: baseURL,
        LHCI_OUTPUT_DIR: outputDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (status) => resolve(status ?? 1));
  });
  const log = output.join('');
  console.log(figures(outputDir, baseURL ?? ''));
  expect(code, `lhci autorun failed:\n${log.slice(-6000)}`).toBe(0);
});

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
};
type Assertion = [level: string, goal: { minScore?: number; maxNumericValue?: number; maxLength?: number }];

/** The templates and the goals, as lighthouserc.js measures and asserts them: one place for every figure. */
type Config = {
  paths: string[];
  ci: { assert: { assertMatrix: { matchingUrlPattern: string; assertions: Record<string, Assertion> }[] } };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lighthouserc.js is CommonJS
const config = require('../lighthouserc.js') as Config;
const { paths } = config;

/** Every assertion lighthouserc.js makes of a URL: those of each matrix entry whose pattern matches it. */
function assertionsFor(url: string): [string, Assertion][] {
  return config.ci.assert.assertMatrix
    .filter(({ matchingUrlPattern }) => new RegExp(matchingUrlPattern).test(url))
    .flatMap(({ assertions }) => Object.entries(assertions));
}

/** What a report says for one assertion: a category's score, an audit's value or its findings. */
function reading({ categories, audits }: Report, id: string, goal: Assertion[1]): number | undefined {
  if (id.startsWith('categories:')) return categories[id.slice('categories:'.length)]?.score ?? undefined;
  const audit = audits[id];
  if (goal.maxLength !== undefined) return audit?.details?.items?.length ?? 0;
  if (goal.minScore !== undefined) return audit?.score ?? undefined;
  return audit?.numericValue;
}

/** A reading as the goals name it: scores to two places, findings counted, CLS to three places, times in ms. */
function format(id: string, goal: Assertion[1], value: number | undefined): string {
  if (value === undefined) return 'none';
  if (id.startsWith('categories:') || goal.minScore !== undefined) return value.toFixed(2);
  if (goal.maxLength !== undefined) return String(value);
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return `${Math.round(value)} ms`;
}

/** The median as LHCI's `median` aggregation takes it (the mean of the middle two for an even count). */
function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid]! + sorted[mid + 1]!) / 2;
}

/**
 * One line per template, read from this run's reports: each asserted figure's median with its goal
 * beside it, then every run's reading where the runs disagree; total blocking time too, as a figure.
 */
function figures(outputDir: string, base: string): string {
  let manifest: { url: string; jsonPath: string }[];
  try {
    manifest = JSON.parse(readFileSync(path.join(outputDir, 'manifest.json'), 'utf8'));
  } catch {
    return 'Lighthouse wrote no reports';
  }
  if (manifest.length === 0) return 'Lighthouse wrote no reports';
  const byUrl = new Map<string, Report[]>();
  for (const { url, jsonPath } of manifest) {
    const reports = byUrl.get(url) ?? [];
    reports.push(JSON.parse(readFileSync(jsonPath, 'utf8')) as Report);
    byUrl.set(url, reports);
  }
  const lines = [...byUrl].map(([url, reports]) => {
    const rows: [string, Assertion][] = [...assertionsFor(url), ['total-blocking-time', ['info', {}]]];
    const cells = rows.map(([id, [level, goal]]) => {
      const values = reports.map((r) => reading(r, id, goal)).filter((v) => v !== undefined);
      const each = values.map((v) => format(id, goal, v));
      const runs = new Set(each).size > 1 ? ` [${each.join(', ')}]` : '';
      const bound =
        goal.minScore !== undefined
          ? ` (≥ ${goal.minScore}`
          : goal.maxNumericValue !== undefined || goal.maxLength !== undefined
            ? ` (≤ ${goal.maxNumericValue ?? goal.maxLength}`
            : '';
      const gate = bound && `${bound}${level === 'warn' ? ', not gated' : ''})`;
      return `${id.replace('categories:', '')} ${format(id, goal, median(values))}${gate}${runs}`;
    });
    return [url.slice(base.length) || '/', ...cells].join('  ');
  });
  const count = Math.max(...[...byUrl.values()].map((r) => r.length));
  return [`Lighthouse, mobile, median of ${count} run(s) per template:`, ...lines].join('\n');
}
