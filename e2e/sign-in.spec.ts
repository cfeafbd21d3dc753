import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './test';
import { emulatorProject, startAuthEmulator, type AuthEmulator } from '../lib/auth/emulator.test-helper';
import { startNext, stopAll, type Running } from '../scripts/lib/stack';
import { E2E_AUTH_PORT } from './server-env';

/**
 * Sign-in as a visitor meets it: a build of the site with Firebase configured (its own build
 * folder and store), against the real Firebase Auth emulator. NEXT_PUBLIC_* settings are read at
 * build time, so this spec builds once more. The server runs with NODE_ENV=test, since it refuses
 * to verify the emulator's unsigned tokens in production.
 */
const distDir = '.next-e2e-auth';
const dataDir = '.data/e2e-auth';
const base = `http://localhost:${E2E_AUTH_PORT}`;
const password = 'lantern-e2e-password';

let emulator: AuthEmulator | undefined;
let server: Running | undefined;

/** Records Content-Security-Policy violations from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return violations;
}

async function signIn(page: Page, email: string, create: boolean) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  if (create) await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: create ? 'Create account' : 'Sign in with email' }).click();
  await expect(nav.getByText(email)).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  return context.newPage();
}

test.describe('sign-in (Firebase Auth emulator)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    emulator = await startAuthEmulator();
    const firebase = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${emulatorProject}.firebaseapp.com`,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: emulatorProject,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    };
    const env = {
      ...firebase,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SITE_URL: base,
      EDGE_PURGE_URL: '',
    };
    // Always built: the emulator's address (a free port each run) is part of the build.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const build = spawnSync('npm', ['run', 'build'], { env: { ...process.env, ...env }, stdio: 'pipe' });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
    server = await startNext({
      port: E2E_AUTH_PORT,
      distDir,
      name: 'sign-in server',
      env: {
        ...env,
        NODE_ENV: 'test',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: emulatorProject,
      },
    });
  });

  test.afterAll(async () => {
    await stopAll([server]);
    await emulator?.stop();
  });

  test('a visitor creates an account and signs in from the navbar, with no CSP violation', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    const violations = await watchCsp(page);
    await page.goto('/chars');
    await signIn(page, `csp-${Date.now()}@example.com`, true);
    // The dark-mode script still runs under the policy.
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('the navbar signs in in the page language, in words no page carries', async ({ browser }) => {
    const page = await newPage(browser);
    const response = await page.goto('/ja/chars');
    // The dialog's words are fetched when the button shows, not sent with every page.
    expect(await response!.text()).not.toContain('Googleで続ける');
    const nav = page.getByRole('navigation', { name: 'メイン' });
    await nav.getByRole('button', { name: 'サインイン' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Googleで続ける' })).toBeVisible();
    await expect(dialog.getByLabel('パスワード')).toBeVisible();
    await page.context().close();
  });

  test('the sync rules are stated in the page language where sign-in is set up', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/ja/roster');
    const rosterSync = page.locator('section[aria-labelledby="sync-heading"]');
    await expect(rosterSync).toContainText('キャラクターが消えることはありません。');
    await expect(rosterSync).not.toContainText('Nobody loses');
    await page.goto('/es/me');
    const sync = page.locator('section[aria-labelledby="sync-heading"]');
    await expect(sync).toContainText('Nadie pierde un personaje');
    await expect(sync).toContainText('Los planes se sincronizan por personaje');
    await expect(sync).toContainText('Los equipos guardados se sincronizan uno a uno');
    await expect(sync).not.toContainText(/Nobody loses|Plans sync|Saved teams sync/);
    await page.context().close();
  });

  test('a roster entry made in one browser reaches another signed in as the same player', async ({
    browser,
  }) => {
    const email = `sync-${Date.now()}@example.com`;
    const first = await newPage(browser);
    await first.goto('/chars/aurelia-vance');
    await signIn(first, email, true);
    const box = first.getByRole('region', { name: 'Your roster' });
    await box.getByRole('button', { name: 'Add Aurelia Vance to my roster' }).click();
    await expect(box.getByText('In your roster')).toBeVisible();

    const second = await newPage(browser);
    await second.goto('/chars/aurelia-vance');
    // A new browser: its own roster is empty until the player signs in.
    await expect(
      second.getByRole('region', { name: 'Your roster' }).getByRole('button', { name: /^Add Aurelia Vance/ }),
    ).toBeVisible();
    await signIn(second, email, false);
    // The first sign-in in this browser merges the server's roster into the empty local one.
    await expect(second.getByRole('region', { name: 'Your roster' }).getByText('In your roster')).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await first.context().close();
    await second.context().close();
  });

  test('a skill-tree plan saved in one browser opens in another signed in as the same player', async ({
    browser,
  }) => {
    const email = `plan-${Date.now()}@example.com`;
    const planner = (page: Page) => page.locator('#planner [data-planner]');
    const shareLink = (page: Page) => page.locator('#plan-share-link');

    const first = await newPage(browser);
    await first.goto('/chars/aurelia-vance');
    await signIn(first, email, true);
    await expect(planner(first)).toHaveAttribute('data-planner', 'ready');
    await planner(first).locator('[data-plan-tier="1"] button').nth(1).click();
    await expect(shareLink(first)).not.toHaveValue(/\/plan\/0$/);
    const code = (await shareLink(first).inputValue()).split('/plan/')[1];

    const second = await newPage(browser);
    await second.goto('/chars/aurelia-vance');
    await signIn(second, email, false);
    // The sign-in copies the server's plan into this browser; the planner reads it on the next visit.
    await expect(async () => {
      await second.reload();
      await expect(planner(second)).toHaveAttribute('data-planner', 'ready');
      expect((await shareLink(second).inputValue()).split('/plan/')[1]).toBe(code);
    }).toPass({ timeout: 20_000 });
    await first.context().close();
    await second.context().close();
  });

  test('a team saved in one browser is listed in another signed in as the same player, and so is its deletion', async ({
    browser,
  }) => {
    const email = `team-${Date.now()}@example.com`;
    const savedTeam = (page: Page) =>
      page.getByRole('list', { name: 'Saved teams' }).locator('[data-saved-team="Synced squad"]');

    const first = await newPage(browser);
    await first.goto('/teams');
    await signIn(first, email, true);
    await first.getByLabel('Game mode').selectOption('boss');
    for (const name of ['Aurelia Vance', 'Ione']) {
      await first.getByLabel('Character to add').selectOption({ label: name });
      await first.getByRole('button', { name: 'Add to team' }).click();
    }
    await first.getByLabel('Team label').fill('Synced squad');
    await first.getByRole('button', { name: 'Save team' }).click();
    await expect(savedTeam(first)).toBeVisible();

    const second = await newPage(browser);
    await second.goto('/teams');
    await expect(second.getByLabel('Game mode')).toBeVisible();
    await expect(savedTeam(second)).toHaveCount(0);
    await signIn(second, email, false);
    // The sign-in's sync pulls the team into this browser and the list reads it again.
    await expect(savedTeam(second)).toContainText('Aurelia Vance, Ione', { timeout: 20_000 });
    await expect(savedTeam(second)).toContainText('Boss');

    // Deleted here, the team is gone there after its next sync (a focus of the tab is one).
    second.once('dialog', (d) => void d.accept());
    await second.getByRole('button', { name: 'Delete Synced squad (Boss)' }).click();
    await expect(savedTeam(second)).toHaveCount(0);
    await expect(async () => {
      await first.reload();
      await expect(first.getByLabel('Game mode')).toBeVisible();
      await expect(savedTeam(first)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await first.context().close();
    await second.context().close();
  });

  test('the "Changes for you" last-seen marker follows the player to another browser', async ({
    browser,
  }) => {
    const email = `seen-${Date.now()}@example.com`;
    const since = (page: Page) => page.getByLabel('Show changes').locator('option:checked');
    const first = await newPage(browser);
    await first.goto('/chars/aurelia-vance');
    await signIn(first, email, true);
    const box = first.getByRole('region', { name: 'Your roster' });
    await box.getByRole('button', { name: 'Add Aurelia Vance to my roster' }).click();
    await expect(box.getByText('In your roster')).toBeVisible();
    await first.goto('/me/changes');
    await first.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(since(first)).toHaveText(/^Since your last visit/);

    const second = await newPage(browser);
    await second.goto('/me/changes');
    // A new browser has no marker until the player signs in.
    await expect(since(second)).toHaveText('From version 2.6 on');
    await signIn(second, email, false);
    await expect(async () => {
      await second.reload();
      await expect(since(second)).toHaveText(/^Since your last visit/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await first.context().close();
    await second.context().close();
  });
});
