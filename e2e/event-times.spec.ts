import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

// Event times are shown in one zone at a time, labelled: UTC in the server's HTML, the visitor's
// own zone once the page has hydrated. Each event's own zone is on demand, never beside them.

interface EventFile {
  _id: string;
  start: string;
  timeZone: string;
}
const events: EventFile[] = readdirSync(path.join(__dirname, '../content/events')).map((f) =>
  JSON.parse(readFileSync(path.join(__dirname, '../content/events', f), 'utf8')),
);
// The game's zones are not the visitor's: Tokyo is one of them, so test in another and in Tokyo.
expect(new Set(events.map((e) => e.timeZone))).toEqual(new Set(['UTC', 'America/New_York', 'Asia/Tokyo']));

/** "Nov 20, 2026, 10:00 AM" and its zone name, as the browser's text of a time writes it. */
const dateTime = /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M (\S+)$/;

test('the server HTML shows every event time in UTC and says so', async ({ request }) => {
  const html = await (await request.get('/events')).text();
  expect(html).toContain('Times in <span data-zone="">UTC</span>');
  const cards = html.split('data-event="').slice(1);
  expect(cards).toHaveLength(events.length);
  for (const card of cards) {
    const times = [...card.matchAll(/<time dateTime="[^"]+"[^>]*>([^<]+)<\/time>/g)].map((m) => m[1]!);
    const dates = times.filter((t) => dateTime.test(t));
    expect(dates, card.slice(0, 40)).toHaveLength(2);
    for (const text of dates) expect(dateTime.exec(text)![1]).toBe('UTC');
    // No other zone is shown beside it: the event's own is only in the times' titles, on demand.
    const shown = card.slice(0, card.indexOf('</article>')).replace(/ title="[^"]*"/g, '');
    expect(shown).not.toMatch(/\b(EST|EDT|GMT[+-]\d)/);
  }
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the browser shows every event time in its own zone, labelled, and only that zone', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.getByText('Times in your time zone (GMT+9)')).toBeVisible();
    const texts = await page.locator('[data-event] time').allInnerTexts();
    const dates = texts.filter((t) => dateTime.test(t));
    expect(dates.length).toBeGreaterThanOrEqual(2 * events.length);
    expect(new Set(dates.map((t) => dateTime.exec(t)![1]))).toEqual(new Set(['GMT+9']));

    // A New York event: the card shows the visitor's zone only, not the event's own beside it.
    const raid = events.find((e) => e._id === 'cinder-leviathan-raid')!;
    const start = page
      .locator('[data-event="cinder-leviathan-raid"] time')
      .filter({ hasText: /GMT\+9$/ })
      .first();
    await expect(start).toHaveAttribute('dateTime', raid.start);
    // 10:00 in New York (15:00 UTC) is midnight in Tokyo.
    await expect(start).toHaveText('Nov 13, 2026, 12:00 AM GMT+9');
    await expect(start).toHaveAttribute(
      'title',
      /^Event time: Nov 12, 2026, 10:00\sAM EST \(America\/New_York\)$/,
    );
  });
});

test('the switch to the visitor’s zone moves nothing on the page', async ({ browser, baseURL }) => {
  for (const width of [360, 1024]) {
    const layout = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        timezoneId: 'Asia/Kolkata',
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/events');
      if (javaScriptEnabled) await expect(page.getByText('Times in your time zone (GMT+5:30)')).toBeVisible();
      else await expect(page.getByText('Times in UTC.')).toBeVisible();
      // Where every card, section heading and the lead's lines sit, from the top of the page's
      // content: without JavaScript the navbar's menu is open above it.
      const boxes = await page
        .locator('main h2, main header p, [data-event]')
        .evaluateAll((els) => {
          const top = document.querySelector('main')!.getBoundingClientRect().top;
          return els.map((e) => [
            Math.round(e.getBoundingClientRect().top - top),
            Math.round(e.getBoundingClientRect().height),
          ]);
        });
      await context.close();
      return boxes;
    };
    expect(await layout(true), `${width} px`).toEqual(await layout(false));
  }
});
