import { renderToStaticMarkup } from 'react-dom/server';
import type { Gear } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import type { GearDetails } from '@/lib/queries/gears';
import { GearProfile } from './gear-profile';
import { gearSummary } from './gear-summary';
import { GearUsers } from './gear-users';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const gear = {
  name: 'Wickblade',
  slot: 'weapon',
  rarity: 'legendary',
  set: 'Ember',
  stats: { atk: 120, crit: 5 },
  passive: { name: 'Kindle', description: 'Burns.', interactions: [] },
  description: 'A blade.',
  source: 'Cinder raid',
  verified: { version: '2.6', date: '2026-11-28' },
} as unknown as Gear;

const users = [
  {
    _id: 'aurelia',
    name: 'Aurelia',
    title: 'Lantern Knight',
    rarity: 5,
    class: 'vanguard',
    element: 'flame',
    builds: [{ name: 'Burner', mode: 'boss' }, { name: 'Any' }],
  },
] as unknown as GearDetails['users'];

const html = (lang: SiteLocale) => {
  locale = lang;
  return renderToStaticMarkup(
    <>
      <GearProfile gear={gear} effectNames={{}} />
      <GearUsers users={users} />
      <GearUsers users={[]} />
    </>,
  ).replace(/<!-- -->/g, '');
};

describe('a gear page in the page’s language', () => {
  it('keeps the English as it was', () => {
    const text = html('en');
    for (const words of [
      '>Stats</h2>',
      '>Attack</th>',
      '>Passive: Kindle</h2>',
      '>Source</h2>',
      'In Burner (Boss), Any',
      'No recommended build uses this piece yet.',
    ])
      expect(text).toContain(words);
    expect(gearSummary(gear)).toBe(
      'Wickblade is a legendary weapon from the Ember set in Lanternfall with the passive Kindle: stats, source and the characters whose builds use it.',
    );
  });

  it.each([
    [
      'ja',
      ['ステータス', '攻撃力', 'パッシブ:Kindle', '入手方法', '使用ビルド:Burner(ボス)、', '先鋒'],
      'WickbladeはLanternfallのレジェンダリーの武器(Emberセット)',
    ],
    [
      'es',
      [
        'Estadísticas',
        'Ataque',
        'Pasiva: Kindle',
        'Origen',
        'En Burner (Jefe), Any',
        'Todavía ninguna build',
      ],
      'Wickblade es una pieza de equipo (Arma, Legendario) del conjunto Ember',
    ],
  ] as const)('in %s', (lang, shows, summary) => {
    const text = html(lang);
    for (const words of shows) expect(text).toContain(words);
    for (const words of [
      '>Stats<',
      'Attack',
      'Passive:',
      '>Source<',
      'In Burner',
      'No recommended',
      '>Vanguard<',
    ])
      expect(text).not.toContain(words);
    expect(gearSummary(gear, lang)).toContain(summary);
    expect(gearSummary(gear, lang)).not.toMatch(/\b(legendary|weapon|set|source|whose|use)\b/);
  });
});
