import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import NotFound from '@/app/[locale]/not-found';
import { Countdown } from '@/components/event/countdown';
import { Pagination } from '@/components/lists/pagination';
import { EmptyState } from '@/components/lists/empty-state';
import { listLabels } from '@/components/lists/list-labels';
import { ResultCount } from '@/components/lists/result-count';
import { navLabel } from '@/components/layout/site-navbar';
import { navbarResultWords, navbarSearchLabels } from '@/components/search/navbar-search-labels';
import { interactionDetail } from '@/lib/content/interaction-detail';
import type { Interaction } from '@/lib/content';
import { interactionWords } from '@/lib/i18n/card-words';
import { siteConfig } from '@/lib/config/site';
import { pluralText } from '@/lib/i18n/plural';
import { formatDuration } from '@/lib/format/date';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';
import { SearchForm } from './search-form';
import { SectionGrid } from './section-grid';
import { RecentList } from '@/components/lists/recent-list';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const event = { start: '2030-01-02T03:00:00Z', end: '2030-01-09T03:00:00Z' };

/** Each piece of chrome in each language: what a reader sees, and English that must be gone. */
const count = (lang: SiteLocale, n: number) => (
  <ResultCount count={n} noun={listLabels(lang, 'skills').count} />
);

const cases: [
  name: string,
  locale: SiteLocale,
  render: () => ReactElement,
  shows: string[],
  hides: string[],
][] = [
  [
    'pager',
    'ja',
    () => <Pagination route="/chars" page={2} count={5} noun="x" />,
    ['5ページ中2ページ目', '前へ', '次へ'],
    ['Previous', 'Page 2'],
  ],
  [
    'pager',
    'es',
    () => <Pagination route="/chars" page={2} count={5} noun="x" />,
    ['Página 2 de 5', 'Anterior', 'Siguiente'],
    ['Previous'],
  ],
  [
    'pager',
    'en',
    () => <Pagination route="/chars" page={2} count={5} noun="x" />,
    ['Page 2 of 5', 'Previous', 'Next'],
    [],
  ],
  [
    'search form',
    'ja',
    () => <SearchForm />,
    ['コーデックスを検索', 'キャラクター、スキル、装備、敵…', '検索'],
    ['Search the codex'],
  ],
  ['search form', 'es', () => <SearchForm />, ['Buscar en el códice', 'Buscar'], ['Search the codex']],
  [
    'section cards',
    'ja',
    () => <SectionGrid />,
    ['キャラクター', '大アルカナ22枚の正位置と逆位置。'],
    ['Characters'],
  ],
  [
    'section cards',
    'es',
    () => <SectionGrid />,
    ['Personajes', 'Grabados por categoría y clase.'],
    ['Characters'],
  ],
  [
    '404 page',
    'ja',
    () => <NotFound />,
    ['ページが見つかりません', 'コーデックスを見る'],
    ['Page not found'],
  ],
  [
    '404 page',
    'es',
    () => <NotFound />,
    ['Página no encontrada', 'Explora el códice', 'Enemigos'],
    ['Page not found'],
  ],
  [
    'countdown',
    'ja',
    () => <Countdown {...event} phase="upcoming" labels={getMessages('ja', 'countdown')} locale="ja" />,
    ['開始 <time'],
    ['Starts'],
  ],
  [
    'countdown',
    'es',
    () => <Countdown {...event} phase="past" labels={getMessages('es', 'countdown')} locale="es" />,
    ['Terminado'],
    ['Ended'],
  ],
  [
    'recently updated',
    'en',
    () => (
      <RecentList
        entries={
          [
            {
              href: '/gears/wickblade',
              name: 'Wickblade',
              kind: 'gears',
              date: '2026-11-05',
              version: '2.6',
            },
          ] as const
        }
      />
    ),
    ['· Gear<', 'Nov 5, 2026'],
    ['2026-11-05<'],
  ],
  [
    'recently updated',
    'ja',
    () => (
      <RecentList
        entries={
          [
            {
              href: '/gears/wickblade',
              name: 'Wickblade',
              kind: 'gears',
              date: '2026-11-05',
              version: '2.6',
            },
          ] as const
        }
      />
    ),
    ['· 装備<', '2026年11月5日'],
    ['Gear'],
  ],
  [
    'recently updated',
    'es',
    () => (
      <RecentList
        entries={
          [
            {
              href: '/gears/wickblade',
              name: 'Wickblade',
              kind: 'gears',
              date: '2026-11-05',
              version: '2.6',
            },
          ] as const
        }
      />
    ),
    ['· Equipo<', '5 nov 2026'],
    ['Gear'],
  ],
  ['list count', 'en', () => count('en', 1), ['1 skill<'], []],
  ['list count', 'es', () => count('es', 1), ['1 habilidad<'], ['skill']],
  ['list count', 'es', () => count('es', 3), ['3 habilidades'], ['skills']],
  ['list count', 'ja', () => count('ja', 3), ['スキル 3件'], ['skills']],
  [
    'empty list',
    'ja',
    () => <EmptyState resetHref="/skills" labels={listLabels('ja', 'skills')} />,
    ['この条件に合うスキルはありません。', '絞り込みをすべて解除'],
    ['Clear all filters'],
  ],
  [
    'empty list',
    'es',
    () => <EmptyState resetHref="/gears" labels={listLabels('es', 'gears')} />,
    ['Ninguna pieza de equipo coincide con estos filtros.'],
    ['No pieces'],
  ],
  [
    'empty roster',
    'en',
    () => <EmptyState resetHref="/chars" labels={listLabels('en', 'characters')} emptyRoster />,
    ['Add characters to your roster'],
    [],
  ],
];

describe('chrome in the page language', () => {
  it.each(cases)('%s in %s', (_name, lang, render, shows, hides) => {
    locale = lang;
    const html = renderToStaticMarkup(render()).replace(/&#x27;/g, "'");
    for (const text of shows) expect(html).toContain(text);
    for (const text of hides) expect(html).not.toContain(text);
  });

  it('writes a running countdown with the units of the language', () => {
    expect(formatDuration(90_061_000, getMessages('ja', 'countdown'))).toBe('1日 01時間 01分 01秒');
    expect(formatDuration(90_061_000, getMessages('es', 'countdown'))).toBe('1d 01h 01min 01s');
    expect(formatDuration(90_061_000, getMessages('en', 'countdown'))).toBe(formatDuration(90_061_000));
  });

  it("gives the navbar's search box its words, with slots the browser fills; its results' words come with the index", () => {
    const ja = navbarSearchLabels('ja');
    const jaResults = navbarResultWords('ja');
    expect([ja.placeholder, jaResults.noMatch, pluralText(jaResults.results, 3)]).toEqual([
      '検索',
      '「{query}」に一致するものはありません。',
      '3件の結果',
    ]);
    const es = navbarSearchLabels('es');
    const esResults = navbarResultWords('es');
    expect([es.allResults, pluralText(esResults.results, 1), pluralText(esResults.results, 2)]).toEqual([
      'Todos los resultados de «{query}»',
      '1 resultado',
      '2 resultados',
    ]);
    expect(pluralText(navbarResultWords('en').results, 1)).toBe('1 result');
    // Only what the box shows before its index has come is in every page.
    for (const key of ['noMatch', 'results', 'noAnswer', 'questions', 'kinds', 'sourceKinds', 'alsoKnownAs'])
      expect(ja).not.toHaveProperty(key);
  });

  it("says an answer's figures in the language of the index it came with", () => {
    const applies: Interaction = {
      relation: 'applies',
      effect: 'burn',
      chance: 50,
      turns: 2,
      target: 'enemies',
    };
    expect(interactionDetail(applies, navbarResultWords('ja').detail)).toBe(
      interactionDetail(applies, interactionWords('ja')),
    );
    expect(interactionDetail(applies, navbarResultWords('es').detail)).toMatch(/^50% · 2 turnos · /);
  });

  it('names the menu entries in each language', () => {
    const names = (lang: SiteLocale) => siteConfig.nav.map((entry) => navLabel(entry, lang));
    expect(names('en')).toEqual(siteConfig.nav.map((entry) => entry.label));
    expect(names('ja')).toEqual(
      expect.arrayContaining(['ホーム', 'キャラクター', 'スキル', '装備', 'イベント']),
    );
    expect(names('es')).toEqual(
      expect.arrayContaining(['Inicio', 'Personajes', 'Habilidades', 'Equipo', 'Eventos']),
    );
  });
});
