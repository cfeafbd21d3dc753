import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Lighthouse CI (lighthouserc.js) over every template, against this run's web server: the e2e
 * build (.next-e2e) that Playwright built once, so `npm test` never builds twice. On Lighthouse's
 * mobile profile it fails a template below 1 in accessibility, best practices or SEO, at CLS
 * 0.02 or more, or with an unused-CSS finding. Performance ≥ 0.98, LCP < 1.5 s and the
 * render-blocking audit, goals of issue #10 not met yet, are reported beside their goal (they
 * fail too with LHCI_STRICT=1). The reports land in test-results/lighthouse, and the test prints
 * each template's figures. LIGHTHOUSE=0 skips it (about six minutes on two cores).
 */
test('Lighthouse CI: every template meets the mobile goals', async ({ baseURL }) => {
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
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

/** One line per template: each figure with its goal beside it, read from this run's reports. */
function figures(outputDir: string, base: string): string {
  let manifest: { url: string; jsonPath: string }[];
  try {
    manifest = JSON.parse(readFileSync(path.join(outputDir, 'manifest.json'), 'utf8'));
  } catch {
    return 'Lighthouse wrote no reports';
  }
  const lines = manifest.map(({ url, jsonPath }) => {
    const { categories, audits } = JSON.parse(readFileSync(jsonPath, 'utf8')) as Report;
    const score = (id: string) => categories[id]?.score.toFixed(2);
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    return [
      url.slice(base.length) || '/',
      `perf ${score('performance')} (≥ 0.98)`,
      `a11y ${score('accessibility')} bp ${score('best-practices')} seo ${score('seo')} (1)`,
      `LCP ${ms('largest-contentful-paint')} ms (< 1500)`,
      `TBT ${ms('total-blocking-time')} ms`,
      `CLS ${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)} (< 0.02)`,
      `render-blocking ${audits['render-blocking-resources']?.details?.items?.length ?? 0} (0)`,
    ].join('  ');
  });
  return ['Lighthouse, mobile, one run per template:', ...lines].join('\n');
}
