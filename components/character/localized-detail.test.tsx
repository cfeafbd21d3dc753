import { renderToStaticMarkup } from 'react-dom/server';
import type { Character, GameEvent } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { CompactEventCard } from '@/components/event/compact-event-card';
import { EventHeader } from '@/components/event/event-header';
import { CharacterProfile } from './character-profile';
import { VerifiedStamp } from './verified-stamp';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const verified = { version: '2.6', date: '2026-11-28' };

const character = {
  _id: 'aspen',
  name: 'Aspen',
  title: 'Antler Knight',
  rarity: 5,
  class: 'vanguard',
  element: 'ember',
  faction: 'wardens',
  role: 'tank',
  weapon: 'lance',
  releaseDate: '2026-11-28',
  profile: 'A knight.',
  verified,
} as unknown as Character;

const event = {
  name: 'Lantern Night',
  type: 'festival',
  start: '2030-01-02T03:00:00Z',
  end: '2030-01-09T03:00:00Z',
  timeZone: 'Asia/Tokyo',
  verified,
} as unknown as GameEvent;

const html = (lang: SiteLocale, element: React.ReactElement) => {
  locale = lang;
  return renderToStaticMarkup(element);
};

describe('detail pages in the page’s language', () => {
  it('keeps the English stamp as it was', () => {
    expect(html('en', <VerifiedStamp verified={verified} />)).toContain(
      'Verified for v2.6 on <time dateTime="2026-11-28">Nov 28, 2026</time>',
    );
  });

  it.each([
    [
      'ja',
      ['レアリティ', '属性', '武器', '実装日', '2026年11月28日', 'v2.6で確認済み'],
      ['Rarity', 'Released', 'Nov 28'],
    ],
    [
      'es',
      ['Rareza', 'Elemento', 'Arma', 'Lanzamiento', '28 nov 2026', 'Verificado para la v2.6 el'],
      ['Rarity', 'Released', 'Nov 28'],
    ],
  ] as const)('a character profile in %s', (lang, shows, hides) => {
    const text = html(lang, <CharacterProfile character={character} />);
    for (const word of shows) expect(text).toContain(word);
    for (const word of hides) expect(text).not.toContain(word);
  });

  it.each([
    [
      'ja',
      [
        '時刻は',
        'イベント本来のタイムゾーン（Asia/Tokyo）',
        '開始',
        '終了',
        '2030年1月2日',
        '2026年11月28日',
      ],
      ['Times in', 'Starts', 'Ends'],
    ],
    [
      'es',
      [
        'Horas en',
        'En la zona horaria del evento (Asia/Tokyo)',
        'Empieza',
        'Termina',
        '2 ene 2030',
        '28 nov 2026',
      ],
      ['Times in', 'Starts', 'Ends'],
    ],
  ] as const)('an event header in %s', (lang, shows, hides) => {
    const text = html(lang, <EventHeader event={event} phase="upcoming" />);
    for (const word of shows) expect(text).toContain(word);
    for (const word of hides) expect(text).not.toContain(word);
  });

  it.each([
    ['ja', ['開催予定', '2030年1月2日', '2030年1月9日'], ['Upcoming', 'Jan 2']],
    ['es', ['Próximamente', '2 ene 2030', '9 ene 2030'], ['Upcoming', 'Jan 2']],
  ] as const)('a compact event card in %s', (lang, shows, hides) => {
    const text = html(
      lang,
      <CompactEventCard event={{ ...event, _id: 'lantern-night' }} now={Date.parse('2029-12-01')} />,
    );
    for (const word of shows) expect(text).toContain(word);
    for (const word of hides) expect(text).not.toContain(word);
  });
});
