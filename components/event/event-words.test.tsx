import { renderToStaticMarkup } from 'react-dom/server';
import type { GameEvent } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { eventProgressLabels } from './event-progress-labels';
import { EventProgressView } from './event-progress-view';
import { eventSummary } from './event-summary';

const event = {
  _id: 'cinder',
  name: 'Cinder Raid',
  type: 'raid',
  start: '2030-01-02T03:00:00Z',
  end: '2030-01-09T03:00:00Z',
  tasks: [{ id: 'one', label: 'Clear stage 1' }],
  shop: [{ id: 'oil', item: 'Lantern Oil', cost: 1200, currency: 'Embers', limit: 5 }],
} as unknown as GameEvent;

const html = (lang: SiteLocale, tracked: boolean) =>
  renderToStaticMarkup(
    <EventProgressView
      event={event}
      labels={eventProgressLabels(lang)}
      tracking={
        tracked
          ? { state: { tasks: ['one'], purchases: { oil: 2 } }, onToggleTask: () => {}, onPurchase: () => {} }
          : undefined
      }
    />,
  ).replace(/<!-- -->/g, '');

describe('an event page in the page’s language', () => {
  it('keeps the English as it was', () => {
    const text = html('en', true);
    for (const words of [
      'Tasks',
      '1 / 1 done',
      'Event shop',
      '>Item</th>',
      '>Cost</th>',
      '>Limit</th>',
      '>Bought</th>',
      'aria-label="Bought: Lantern Oil"',
      '>Spent</th>',
      '2,400 Embers',
    ])
      expect(text).toContain(words);
    expect(eventSummary(event)).toBe(
      'Cinder Raid, a Lanternfall raid from 2030-01-02 03:00 UTC to 2030-01-09 03:00 UTC: rewards, featured characters, the event shop and tasks.',
    );
  });

  it.each([
    [
      'ja',
      [
        'ミッション',
        '1件中1件達成',
        'イベントショップ',
        'アイテム',
        '価格',
        '交換上限',
        '交換済み:Lantern Oil',
        '消費',
      ],
      'Lanternfallのレイド「Cinder Raid」(2030年1月2日〜2030年1月9日)',
    ],
    [
      'es',
      [
        'Misiones',
        '1 / 1 completadas',
        'Tienda del evento',
        'Artículo',
        'Coste',
        'Límite',
        'Comprados: Lantern Oil',
        'Gastado',
      ],
      'Cinder Raid, incursión de Lanternfall del 2 ene 2030 al 9 ene 2030',
    ],
  ] as const)('in %s', (lang, shows, summary) => {
    const text = html(lang, true);
    for (const words of shows) expect(text).toContain(words);
    for (const words of ['Tasks', 'done', 'Event shop', '>Item<', '>Cost<', '>Limit<', 'Bought', 'Spent'])
      expect(text).not.toContain(words);
    expect(html(lang, false)).not.toMatch(/>(Tasks|Event shop)</);
    expect(eventSummary(event, lang)).toContain(summary);
    expect(eventSummary(event, lang)).not.toMatch(
      /\b(UTC|from|rewards|featured|characters|shop|tasks|raid)\b/,
    );
  });
});
