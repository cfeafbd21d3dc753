import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * Lighthouse CI (lighthouserc.js) over every template, against this run's web server: the e2e
 * build (.next-e2e) that Playwright built once, so `npm test` never builds twice. It asserts the
 * goals of issue #10 on Lighthouse's mobile profile: performance ≥ 0.98, accessibility, best
 * practices and SEO at 1, CLS < 0.02, LCP < 1.5 s, and no unused-CSS or render-blocking findings.
 * The reports land in test-results/lighthouse.
 */
test('Lighthouse CI: every template meets the mobile goals', async ({ baseURL }) => {
  // Opt-in until every template meets the goals (issue #10 is not finished: long lists' HTML and
  // the navbar's Popper still exceed them); CI turns it on by setting LIGHTHOUSE=1.
  test.skip(!process.env.LIGHTHOUSE, 'set LIGHTHOUSE=1 to run Lighthouse CI');
  // 14 pages, one run each, about 20–40 s a page on two cores.
  test.setTimeout(20 * 60_000);
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', 'autorun', '--config=lighthouserc.js'], {
      env: { ...process.env, LHCI_BASE_URL: baseURL },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (status) => resolve(status ?? 1));
  });
  const log = output.join('');
  console.log(
    log
      .split('\n')
      .filter((line) => /✘|failure|expected|found|Checking assertions|passed/i.test(line))
      .join('\n'),
  );
  expect(code, `lhci autorun failed:\n${log.slice(-6000)}`).toBe(0);
});
