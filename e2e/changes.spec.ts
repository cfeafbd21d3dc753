import { expect, test, type Page } from './test';

// "Changes for you" as a player meets it: a roster kept in this browser's IndexedDB, filtered
// against the sample game's replayed patches (content/patches: 2.6 is the newest).

/**
 * Puts values in the player's IndexedDB store (`lanternfall-player`, as lib/player/local-store
 * keeps it), and the badge's count where lib/player/unseen keeps it.
 */
async function seedLocal(page: Page, values: Record<string, unknown>, unseen?: number) {
  await page.goto('/offline');
  if (unseen !== undefined)
    await page.evaluate((n) => localStorage.setItem('lanternfall:unseen-changes', String(n)), unseen);
  await page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lanternfall-player');
      open.onupgradeneeded = () => open.result.createObjectStore('kv');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('kv', 'readwrite');
      for (const [key, value] of entries) tx.objectStore('kv').put(value, key);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, Object.entries(values));
}

const roster = (...ids: string[]) => ({
  characters: ids.map((character) => ({ character, level: 30, rank: 2 })),
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** Records layout shifts from the first paint on, as Lighthouse counts them, with what moved. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[])
        if (!entry.hadRecentInput)
          w.__shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (s) =>
                (s.node instanceof Element ? s.node : s.node?.parentElement)?.outerHTML.slice(0, 160) ?? '',
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded on the current page, but for home's event countdowns, whose ticking
 * digits move by a fraction of a pixel with or without anything of this feature on the page.
 */
const shifts = async (page: Page) =>
  (
    await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    )
  ).filter((s) => !s.moved.every((m) => /^<time datetime="[^"]+" title="[^"]+" class="fw-semibold"/.test(m)));

test('the page lists the changes to owned units, in words with links, and the marker survives a reload', async ({
  page,
}) => {
  await seedLocal(page, { roster: roster('captain-maren', 'nixie-brand', 'pell', 'keel') });
  await page.goto('/me/changes');
  await expect(page.getByRole('heading', { level: 1, name: 'Changes for you' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Changes that touch you, newest first' });
  // Without a last visit: the newest version's changes.
  await expect(page.getByLabel('Show changes')).toHaveValue('v2.6');
  const maren = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Maren Saltmarsh', exact: true }) });
  await expect(maren.first()).toContainText('base stats › HP: 1,280 → 1,325');
  await expect(maren.first().getByRole('link', { name: 'History of Maren Saltmarsh' })).toHaveAttribute(
    'href',
    '/chars/captain-maren#history',
  );
  await expect(list).toContainText('base stats › Attack: 178 → 170');
  // Tier moves of owned units in the modes played; a mode left out drops its moves.
  await expect(list).toContainText('Pell: B → C');
  await page.getByRole('checkbox', { name: 'Arena' }).uncheck();
  await expect(list).not.toContainText('Pell: B → C');
  // Nothing about characters not owned (Ylva moved in boss mode in 2.6).
  await expect(list).not.toContainText('Ylva');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No changes touch your roster or plans in this span.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Show changes').locator('option:checked')).toHaveText(
    /^Since your last visit/,
  );
  await expect(page.getByText('No changes touch your roster or plans in this span.')).toBeVisible();
  // The mode choice is kept too.
  await expect(page.getByRole('checkbox', { name: 'Arena' })).not.toBeChecked();
  // An older version brings them back.
  await page.getByLabel('Show changes').selectOption('v2.6');
  await expect(list).toContainText('base stats › HP: 1,280 → 1,325');
});

test('in Japanese the changes are said in Japanese: field names, values and the names of tier moves', async ({
  page,
}) => {
  await seedLocal(page, { roster: roster('captain-maren', 'nixie-brand', 'pell', 'keel') });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/changes\.json$/.test(new URL(r.url()).pathname)) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/ja/me/changes');
  const list = page.getByRole('list', { name: 'あなたに関わる変更(新しい順)' });
  const maren = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'マレン・ソルトマーシュ', exact: true }) });
  await expect(maren.first()).toContainText('基礎ステータス › HP: 1,280 → 1,325');
  await expect(list).toContainText('基礎ステータス › 攻撃力: 178 → 170');
  await expect(list).toContainText('ペル: B → C');
  // Each line names what changed in Japanese (its values are the content's own text, which
  // another spec's write may have changed in English); the maintainers' notes stay as written,
  // marked as English.
  const lines = await list.locator('ul > li').allTextContents();
  expect(lines.length).toBeGreaterThan(3);
  const labels = lines.map((line) => line.slice(0, line.indexOf(': ')));
  expect(
    labels.filter((label) => /base stats|Attack|Pell|cooldown|description|skill tree/i.test(label)),
  ).toEqual([]);
  await expect(list.locator('p[lang="en"]').first()).toBeVisible();
  await expect(list.getByRole('link', { name: 'ボス・ティアリスト', exact: true })).toBeVisible();
  expect(fetched).toEqual(['/ja/changes.json']);
});

test('the feed of a roster is Atom, names its changes, and a bad code gets a 400 naming the problem', async ({
  page,
  request,
}) => {
  const response = await request.get('/changes.xml?roster=captain-maren.nixie-brand');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const xml = await response.text();
  await page.goto('/offline');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const root = doc.documentElement;
    const child = (el: Element, name: string) =>
      [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: `${root.namespaceURI} ${root.localName}`,
      head: ['id', 'title', 'updated'].map((n) => child(root, n)?.textContent ?? null),
      entries: [...root.children]
        .filter((c) => c.localName === 'entry')
        .map((e) => ({
          id: child(e, 'id')?.textContent ?? null,
          title: child(e, 'title')?.textContent ?? null,
          updated: child(e, 'updated')?.textContent ?? null,
          link: child(e, 'link')?.getAttribute('href') ?? null,
          summary: child(e, 'summary')?.textContent ?? child(e, 'content')?.textContent ?? '',
        })),
    };
  }, xml);
  expect(feed.error).toBe(0);
  expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
  for (const value of feed.head) expect(value).toBeTruthy();
  expect(feed.entries.length).toBeGreaterThan(1);
  for (const entry of feed.entries) {
    expect(entry.id).toBeTruthy();
    expect(entry.title).toBeTruthy();
    expect(Date.parse(entry.updated!)).not.toBeNaN();
    expect(entry.link).toMatch(/^http/);
  }
  const maren = feed.entries.find((e) => e.title === 'v2.6: Maren Saltmarsh changed');
  expect(maren?.summary).toContain('base stats › HP: 1,280 → 1,325');
  // Only this roster's units.
  expect(feed.entries.filter((e) => /Ylva|Kestrel/.test(e.title!))).toEqual([]);

  for (const [code, message] of [
    ['Captain-Maren', /"Captain-Maren" is not a character id/],
    ['captain-maren.no-such-unit', /no character has the id "no-such-unit"/],
    ['captain-maren~9', /plan code of "captain-maren"/],
    ['x'.repeat(2001), /at most 2000/],
  ] as const) {
    const bad = await request.get(`/changes.xml?roster=${code}`);
    expect(bad.status(), code.slice(0, 40)).toBe(400);
    expect((await bad.json()).error.message).toMatch(message);
  }
  expect((await request.get('/changes.xml')).status()).toBe(400);
});

test('the navbar badge shows the unseen count without a layout shift or a request, and home fetches only a newer changelog', async ({
  page,
  request,
}) => {
  // The stamp home's HTML carries (in its RSC payload): the one the stored count was made from.
  const home = await (await request.get('/')).text();
  const stamp = /stamp\\?":\\?"([0-9a-z]+-[0-9a-z]+)/.exec(home)?.[1];
  expect(stamp).toBeTruthy();
  await seedLocal(
    page,
    {
      roster: roster('captain-maren'),
      changes: { stamp, unseen: 3 },
    },
    3,
  );
  await watchLayoutShifts(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/changes.json' || url.pathname.startsWith('/api/')) fetched.push(url.pathname);
  });
  for (const path of ['/chars', '/']) {
    await page.goto(path);
    const yourData = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Your data/ });
    await expect(yourData).toHaveAccessibleName(/3 unseen changes for you/);
    await page.waitForLoadState('networkidle');
    expect(await shifts(page), path).toEqual([]);
  }
  // Home carries the same stamp as the stored count: nothing to fetch.
  expect(fetched).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'new changes touch' })).toBeVisible();

  // A stored count from an older changelog: home fetches it once and counts again (Maren Saltmarsh's 2.6 change).
  await seedLocal(page, { changes: { stamp: 'older', unseen: 0 } }, 0);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'new change' })).toContainText(
    '1 new change touches your roster or plans.',
  );
  expect(fetched).toEqual(['/changes.json']);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Your data/ }),
  ).toHaveAccessibleName(/1 unseen changes for you/);
  expect(await shifts(page)).toEqual([]);
  await page.getByRole('link', { name: 'See changes for you' }).click();
  await expect(page).toHaveURL(/\/me\/changes$/);
});

test('"Your data" and home link the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Changes for you' })).toHaveAttribute(
    'href',
    '/me/changes',
  );
  await page.goto('/me');
  await page.getByRole('link', { name: 'Changes for you' }).click();
  await expect(page).toHaveURL(/\/me\/changes$/);
  await expect(page.getByText(/Nothing here touches you yet/)).toBeVisible();
});

test('screenshots at 360 and 1280 px', async ({ page }) => {
  await seedLocal(page, { roster: roster('captain-maren', 'nixie-brand', 'pell', 'keel') });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/me/changes');
    await expect(page.getByText('base stats › HP: 1,280 → 1,325')).toBeVisible();
    await page.screenshot({ path: `/tmp/changes-${width}.png`, fullPage: true });
  }
});
