import { expect, test } from './test';
import { templates } from './routes';

/** The directives issue 9 requires; the policy is static, so no nonce may appear. */
function expectPolicy(csp: string | undefined) {
  expect(csp).toBeDefined();
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
    expect(csp).toContain(directive);
  expect(csp).not.toContain('nonce-');
}

test('every kind of response carries the security headers', async ({ request }) => {
  // A script of the build, which server.mjs serves itself, precompressed (not through Next).
  const script = /<script (?:src|data-lf-src)="(\/_next\/static\/[^"]+\.js)"/.exec(
    await (await request.get('/')).text(),
  )![1]!;
  const asset = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const responses = [
    asset,
    await request.get('/'),
    await request.get('/chars/aurelia-vance'),
    await request.get('/no-such-page'),
    await request.get('/robots.txt'),
    await request.get('/icon.svg'),
    await request.post('/api/data/find', { data: { collection: 'effects', limit: 1 } }),
    await request.post('/api/data/find', { data: { collection: 'nope' } }),
  ];
  for (const response of responses) {
    const headers = response.headers();
    expectPolicy(headers['content-security-policy']);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain http here: HSTS would be meaningless (and is ignored by browsers) without TLS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  for (const url of ['/', script]) {
    const https = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security'], url).toMatch(/max-age=\d+/);
  }
  // The same policy on the asset as on the pages.
  expect(asset.headers()['content-security-policy']).toBe(responses[1]!.headers()['content-security-policy']);
});

/**
 * zod (in the browser bundle) probes whether it may compile validators with `Function("")`
 * and catches the refusal; that one probe is the only eval the policy is allowed to block.
 */
async function withoutZodProbe(violations: string[], request: import('@playwright/test').APIRequestContext) {
  const left: string[] = [];
  for (const line of violations) {
    const source = / eval (\S+):\d+$/.exec(line)?.[1];
    const text = source ? await (await request.get(source)).text() : '';
    if (!text.includes('try{return Function(""),!0}catch')) left.push(line);
  }
  return left;
}

test('pages work under the policy, with no CSP violation reported', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  for (const { path, heading } of templates) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Client-side navigation and hydration run under the same policy.
  await page.goto('/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Characters/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  expect(await withoutZodProbe(violations, request)).toEqual([]);
});

test('the inline dark-mode script still runs before paint', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lf-theme', 'dark'));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/gears');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  expect(await withoutZodProbe(violations, request)).toEqual([]);
});
