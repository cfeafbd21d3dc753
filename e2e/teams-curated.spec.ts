import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

// /teams and /modes as a visitor reads them: the curated teams from content/teams, each with its
// members, its reason and the synergy breakdown naming the skills behind every point.

interface TeamFile {
  _id: string;
  name: string;
  mode: string;
  members: { character: string }[];
}
const dir = path.join(__dirname, '..', 'content', 'teams');
const teams = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TeamFile);

test('/teams shows every curated team under its mode, with member links and its breakdown', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teams');
  for (const mode of ['Story', 'Arena', 'Boss raids'])
    await expect(page.getByRole('heading', { level: 2, name: mode })).toBeVisible();
  for (const team of teams) {
    const card = page.locator(`article#${team._id}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(team.name);
    // Each member is a link to the character's page.
    const links = await card.getByRole('listitem').getByRole('link').evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')),
    );
    for (const m of team.members) expect(links).toContain(`/chars/${m.character}`);
    await expect(card.getByText(/^Synergy -?\d+$/)).toBeVisible();
  }
});

test("Drowned Coast's breakdown names its pairs and their skills, linked", async ({ page }) => {
  await page.goto('/teams#drowned-coast');
  const card = page.locator('article#drowned-coast');
  const pairs = card.locator('section', { has: page.getByRole('heading', { name: 'Pairs' }) });
  const first = pairs.getByRole('listitem').filter({ hasText: /Drenched ← Maren Saltmarsh's Boarding Challenge/ });
  await expect(first).toHaveCount(1);
  await expect(first.getByRole('link', { name: 'Boarding Challenge' })).toHaveAttribute('href', '/skills#boarding-challenge');
  await expect(first.getByRole('link', { name: 'Gale Shot' })).toHaveAttribute('href', /^\/skills#/);
  await expect(card.getByText("Burn (from The Cinder Leviathan, The Ash Sovereign) covered for allies ← Tobiah's Spring Suture (removes)")).toBeVisible();
  // Drowned Coast has no member removing what another needs: no Conflicts group.
  await expect(card.getByRole('heading', { name: 'Conflicts' })).toHaveCount(0);
  await expect(page.locator('article#eye-of-the-gale').getByRole('heading', { name: 'Conflicts' })).toBeVisible();
});

test('/modes lists each mode with its squad size, rules and threats, linked', async ({ page }) => {
  await page.goto('/modes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game modes');
  const boss = page.locator('section#boss');
  await expect(boss.getByRole('heading', { level: 2 })).toHaveText('Boss raids');
  await expect(boss.getByText('4 members', { exact: true })).toBeVisible();
  await expect(boss.getByText('At least 1 healer', { exact: true })).toBeVisible();
  await expect(boss.getByRole('link', { name: 'The Cinder Leviathan' })).toHaveAttribute('href', '/enemies#cinder-leviathan');
  await expect(boss.getByRole('link', { name: 'Burn', exact: true }).last()).toHaveAttribute('href', /\/effects\/burn$/);
  const arena = page.locator('section#arena');
  await expect(arena.getByText('At most 2 members of one element', { exact: true })).toBeVisible();
  await expect(arena.getByRole('link', { name: 'Dagny' })).toHaveAttribute('href', '/chars/dagny-flint');
});

test('/teams and /modes render whole without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/teams');
  await expect(page.locator('article#greenhollow-wardens').getByText(/Regeneration on allies ← Garrow's Green Mending/)).toBeVisible();
  await page.goto('/modes');
  await expect(page.locator('section#story').getByText('At least 1 tank', { exact: true })).toBeVisible();
  await context.close();
});
