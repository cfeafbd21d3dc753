import { renderToStaticMarkup } from 'react-dom/server';
import type { HistoryEntry } from '@/lib/content';
import { historyWords } from '@/lib/i18n/card-words';
import { EntryHistory } from './entry-history';

// A list card's history foot, drawn in the browser from the list's data and its words.
const entries = [
  {
    _id: 'h1',
    collection: 'skills',
    id: 'storm-call',
    version: '2.6',
    time: '2026-09-17T12:00:00.000Z',
    op: 'update',
    who: { kind: 'import' },
    changes: [
      { path: 'cooldown', before: 4, after: 3 },
      { path: 'stats.res', before: 35, after: 45 },
    ],
    note: 'Storm pass: cooldown 4 → 3 turns.',
  },
] as unknown as HistoryEntry[];
const verified = { version: '2.6', date: '2026-11-05' };

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');

describe("a list entry's history", () => {
  it.each([
    ['ja', ['クールタイム', '2026年9月17日', 'コンテンツの取り込み'], /\bcooldown\b|Resistance|Sep/],
    ['es', ['17 sept 2026'], /\bcooldown\b|Resistance/],
  ] as const)(
    'says its changes in %s, the maintainer’s note kept as written and marked English',
    (locale, shows, notShown) => {
      const html = renderToStaticMarkup(
        <EntryHistory verified={verified} entries={entries} words={historyWords(locale)} />,
      );
      const note = '<p class="small fst-italic mb-0" lang="en">Storm pass: cooldown 4 → 3 turns.</p>';
      expect(html).toContain(note);
      const shown = text(html.replace(note, ''));
      for (const words of shows) expect(shown).toContain(words);
      expect(shown).not.toMatch(notShown);
    },
  );

  it('says them in English by the fields’ own words', () => {
    const html = text(
      renderToStaticMarkup(<EntryHistory verified={verified} entries={entries} words={historyWords('en')} />),
    );
    expect(html).toContain('cooldown : 4 → 3');
    expect(html).toContain('stats › Resistance : 35 → 45');
  });
});
