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
 * their goal (they fail too with LHCI_STRICT=1). The reports land in test-results/lighthouse, and the test prints
 * each template's figures. LIGHTHOUSE=0 skips it (about four minutes on two cores).
 */
test('Lighthouse CI: every template passes the gates, and each goal is reported', async ({ baseURL }) => {
  test.skip(process.env.LIGHTHOUSE === '0', 'LIGHTHOUSE=0');
  // 18 pages, one run each, about 20 s a page on two cores.
  test.setTimeout(20 * 60_000);
  const outputDir = path.resolve(process.env.LHCI_OUTPUT_DIR || 'test-results/lighthouse');
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', 'autorun', '--config=lighthouserc.js'], {
      env: { ...process.env, LHCI_BASE_URL: baseURL, LHCI_OUTPUT_DIR: outputDir },
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
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};
type Assertion = [level: string, goal: { minScore?: number; maxNumericValue?: number; maxLength?: number }];

/** The goals themselves, as lighthouserc.js asserts them: one place for every figure. */
type Config = { ci: { assert: { assertions: Record<string, Assertion> } } };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lighthouserc.js is CommonJS
const config = require('../lighthouserc.js') as Config;
const { assertions } = config.ci.assert;

/** What a report says for one assertion: a category's score, an audit's value or its findings. */
function reading({ categories, audits }: Report, id: string, goal: Assertion[1]): string {
  if (id.startsWith('categories:'))
    return categories[id.slice('categories:'.length)]?.score?.toFixed(2) ?? 'none';
  const audit = audits[id];
  if (goal.maxLength !== undefined) return String(audit?.details?.items?.length ?? 0);
  const value = audit?.numericValue;
  if (value === undefined) return 'none';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** One line per template: each asserted figure with its goal beside it, read from this run's reports. */
function figures(outputDir: string, base: string): string {
  let manifest: { url: string; jsonPath: string }[];
  try {
    manifest = JSON.parse(readFileSync(path.join(outputDir, 'manifest.json'), 'utf8'));
  } catch {
    return 'Lighthouse wrote no reports';
  }
  const lines = manifest.map(({ url, jsonPath }) => {
    const report = JSON.parse(readFileSync(jsonPath, 'utf8')) as Report;
    const cells = Object.entries(assertions).map(([id, [level, goal]]) => {
      const bound =
        goal.minScore !== undefined ? `≥ ${goal.minScore}` : `≤ ${goal.maxNumericValue ?? goal.maxLength}`;
      return `${id.replace('categories:', '')} ${reading(report, id, goal)} (${bound}${level === 'warn' ? ', not gated' : ''})`;
    });
    const tbt = `total-blocking-time ${reading(report, 'total-blocking-time', {})}`;
    return [url.slice(base.length) || '/', ...cells, tbt].join('  ');
  });
  return ['Lighthouse, mobile, one run per template:', ...lines].join('\n');
}
