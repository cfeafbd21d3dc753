import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { HistoryEntry } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { ChangeItemCard } from '@/components/player/change-item';
import { changesLabels, rosterLabels, yourDataLabels } from '@/components/player/player-labels';
import { RosterSnapshots } from '@/components/player/roster-snapshots';
import { RosterEntryFields } from '@/components/player/roster-entry-fields';
import { Changelog } from '@/components/history/changelog';
import { HistoryList } from '@/components/history/history-list';
import { HistorySection } from '@/components/history/history-section';
import { RecentChanges } from '@/components/history/recent-changes';
import { SynergyBreakdown } from '@/components/teams/synergy-breakdown';
import { SavedTeamList } from '@/components/teams/saved-team-list';
import { TeamSlots } from '@/components/teams/team-slots';
import { TeamAppearances } from '@/components/teams/team-appearances';
import { teamsLabels } from '@/components/teams/teams-labels';
import { fill } from '@/lib/i18n/fill';
import { SearchResultList } from '@/components/search/search-result-list';
import { ApiReference } from '@/components/api/api-reference';
import { pluralText } from '@/lib/i18n/plural';
import { compareSelectionLabels } from '@/components/compare/compare-labels';
import { characterCardWords } from '@/lib/i18n/card-words';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const html = (lang: SiteLocale, render: () => ReactElement) => {
  locale = lang;
  return renderToStaticMarkup(render());
};

const entry: HistoryEntry = {
  _id: 'h1',
  collection: 'characters',
  id: 'keel',
  name: 'Keel',
  op: 'update',
  version: '2.5',
  time: '2026-11-20T10:00:00Z',
  who: { kind: 'import' },
  changes: [{ path: 'baseStats.hp', before: 1280, after: 1325 }],
};

const tierMove: HistoryEntry = {
  ...entry,
  _id: 'h3',
  collection: 'tierlists',
  id: 'arena',
  name: 'Arena tier list',
  changes: [
    {
      path: 'tiers',
      before: [{ tier: 'B', entries: [{ character: 'keel' }] }],
      after: [{ tier: 'A', entries: [{ character: 'keel' }] }],
    },
  ],
};

const esNames = { characters: { keel: 'Quilla' }, docs: { 'characters/keel': 'Quilla' } };

const report = {
  total: 7,
  violations: ['two healers'],
  parts: [{ kind: 'pair' as const, points: 3, label: 'Keel and Bramble', sources: [] as number[] }],
  sources: [],
};

const savedTeam = {
  id: 't1',
  mode: 'arena',
  label: 'Night shift',
  members: [],
  updatedAt: '2026-11-20T10:00:00Z',
};

const snapshot = {
  id: 's1',
  takenAt: '2026-11-20T10:00:00Z',
  reason: 'import' as const,
  roster: { characters: [{ character: 'keel', level: 40, rank: 3 }], updatedAt: '2026-11-20T10:00:00Z' },
};

/** What a reader sees in each language, and English that must be gone from it. */
const cases: [
  name: string,
  lang: SiteLocale,
  render: () => ReactElement,
  shows: string[],
  hides: string[],
][] = [
  [
    'synergy breakdown',
    'ja',
    () => <SynergyBreakdown report={report} uncovered={['Burn']} labels={teamsLabels('ja')} />,
    ['シナジー 7', 'ペア', 'モードのルール違反:two healers', '未対処:Burn。'],
    ['Synergy', 'Pairs', 'Not covered'],
  ],
  [
    'synergy breakdown',
    'es',
    () => <SynergyBreakdown report={report} uncovered={['Burn']} labels={teamsLabels('es')} />,
    ['Sinergia 7', 'Parejas', 'Sin cubrir: Burn.'],
    ['Synergy', 'Pairs'],
  ],
  [
    'synergy breakdown',
    'en',
    () => <SynergyBreakdown report={report} uncovered={['Burn']} labels={teamsLabels('en')} />,
    [
      'Synergy 7',
      '(the sum of the parts below)',
      'Breaks the mode’s rules: two healers',
      'Not covered: Burn.',
    ],
    [],
  ],
  [
    'saved teams',
    'es',
    () => (
      <SavedTeamList
        teams={[savedTeam]}
        names={(id) => id}
        onDelete={() => undefined}
        labels={teamsLabels('es')}
      />
    ),
    ['Equipos guardados', 'Arena', 'sin miembros', 'Borrar'],
    ['Delete', 'no members'],
  ],
  [
    'saved teams (none)',
    'ja',
    () => (
      <SavedTeamList teams={[]} names={(id) => id} onDelete={() => undefined} labels={teamsLabels('ja')} />
    ),
    ['まだ保存した編成はありません'],
    ['No saved teams'],
  ],
  [
    'team slots',
    'ja',
    () => (
      <TeamSlots
        squadSize={2}
        members={[]}
        byId={new Map()}
        onRemove={() => undefined}
        labels={teamsLabels('ja')}
      />
    ),
    ['編成枠', '空き枠'],
    ['Empty slot'],
  ],
  [
    'team appearances',
    'es',
    () => <TeamAppearances teams={[{ _id: 'x', name: 'Night shift', mode: 'boss' }]} />,
    ['Aparece en equipos:', 'crea un equipo'],
    ['Appears in teams', 'build a team'],
  ],
  [
    'API reference',
    'ja',
    () => <ApiReference />,
    ['概要', 'エラーコード', 'レスポンス', 'すべてのエラーはこの形で', '<code>Retry-After</code>'],
    ['Overview', 'Every error has this shape'],
  ],
  [
    'API reference',
    'es',
    () => <ApiReference />,
    ['Resumen', 'Límites', 'Respuesta', 'documento OpenAPI'],
    ['Overview', 'Answer'],
  ],
  [
    'history section',
    'ja',
    () => <HistorySection entries={[entry]} verified={{ version: '2.5', date: '2026-11-20' }} />,
    ['2026年11月20日', 'コンテンツの取り込み', '基礎ステータス › HP', '1,280 → 1,325'],
    // The verified stamp above the list is the character page's (its own words).
    ['content import', 'base stats'],
  ],
  ['history list', 'en', () => <HistoryList entries={[entry]} />, ['Nov 20, 2026', 'content import'], []],
  [
    'changelog',
    'es',
    () => (
      <Changelog
        versions={[
          {
            version: '2.5',
            entries: [entry, { ...entry, _id: 'h2', op: 'insert' }, tierMove],
            continued: true,
          },
        ]}
        names={esNames}
      />
    ),
    // The names as the Spanish pages give them: the changed document's, and a tier move's character.
    [
      'Versión 2.5',
      '(continuación)',
      'Personajes',
      '20 nov 2026',
      '1 entrada añadida a la wiki',
      'Quilla',
      'Quilla: B → A',
    ],
    ['Version 2.5', 'added to the wiki', '>Keel<', 'keel: B'],
  ],
  [
    'recent changes',
    'ja',
    () => (
      <RecentChanges entries={[entry]} names={{ characters: {}, docs: { 'characters/keel': 'キール' } }} />
    ),
    ['最近の変更', 'パッチ日', 'キャラクター', '>キール<'],
    ['Recent changes', 'Patch date', '>Keel<'],
  ],
  [
    'search results (too short)',
    'es',
    () => <SearchResultList results={{ query: 'a', groups: [], count: 0 }} />,
    ['Escribe al menos'],
    ['Type at least'],
  ],
  [
    'search results (none)',
    'ja',
    () => <SearchResultList results={{ query: 'qqqxxzz', groups: [], count: 0 }} />,
    ['コーデックスに「qqqxxzz」に一致するものはありません。'],
    ['Nothing in the codex'],
  ],
  [
    'search answer and groups',
    'ja',
    () => (
      <SearchResultList
        results={{
          query: '火傷を解除',
          answer: {
            effect: 'burn',
            relation: 'removes',
            rest: '火傷',
            effectName: '火傷',
            effectHref: '/ja/effects/burn',
            entries: [],
          },
          groups: [
            {
              kind: 'skills',
              label: 'Skills',
              hits: [
                {
                  kind: 'skills',
                  id: 'x',
                  name: '長い導火線',
                  alias: 'Long Fuse',
                  detail: '',
                  href: '/ja/skills/x',
                },
              ],
            },
          ],
          count: 1,
        }}
      />
    ),
    [
      '火傷を解除するもの',
      'コーデックスにはまだありません。',
      'スキル',
      '(別名:Long Fuse)',
      '「火傷を解除」の検索結果:1件',
    ],
    ['What removes', 'also known as', '>Skills<'],
  ],
  [
    'change for you',
    'es',
    () => (
      <ChangeItemCard
        item={{
          id: 'c1',
          reason: 'owned',
          name: 'Keel',
          version: '2.5',
          time: '2026-11-20T10:00:00Z',
          href: '/es/chars/keel',
          historyHref: '/es/chars/keel#history',
          lines: [],
        }}
        labels={changesLabels('es').item}
        dateLocale={changesLabels('es').dateLocale}
      />
    ),
    ['Lo tienes', 'Historial de Keel', '20 nov 2026'],
    ['You own it', 'History of'],
  ],
  [
    'roster snapshots',
    'ja',
    () => (
      <RosterSnapshots
        snapshots={[snapshot]}
        names={(id) => id}
        onRestore={() => undefined}
        labels={rosterLabels('ja').snapshots}
        dateLocale={rosterLabels('ja').dateLocale}
      />
    ),
    ['スナップショット', 'インポート前', '1人のキャラクター', '復元'],
    ['Restore', 'before an import', 'character'],
  ],
  [
    'roster fields',
    'es',
    () => (
      <RosterEntryFields
        entry={{ character: 'keel', level: 40, rank: 3 }}
        name="Keel"
        builds={[]}
        onChange={() => undefined}
        labels={rosterLabels('es').fields}
      />
    ),
    ['Nivel', 'Rango', 'Keel: nivel', 'Ninguna elegida'],
    ['Level', 'None chosen'],
  ],
  [
    'roster fields',
    'en',
    () => (
      <RosterEntryFields
        entry={{ character: 'keel', level: 40, rank: 3 }}
        name="Keel"
        builds={[]}
        onChange={() => undefined}
        labels={rosterLabels('en').fields}
      />
    ),
    ['Level', 'Keel: level', 'Keel: rank', 'None chosen'],
    [],
  ],
];

describe('player, teams, history and search words in each language', () => {
  it.each(cases)('%s in %s', (_name, lang, render, shows, hides) => {
    const markup = html(lang, render);
    for (const text of shows) expect(markup).toContain(text);
    for (const text of hides) expect(markup).not.toContain(text);
  });

  it('fills the slots and counts the browser words', () => {
    expect(fill(teamsLabels('ja').joined, { name: 'キール' })).toBe('キールが編成に加わりました。');
    expect(fill(teamsLabels('en').joined, { name: 'Keel' })).toBe('Keel joined the team.');
    expect(pluralText(yourDataLabels('es').characters, 1)).toBe('1 personaje');
    expect(pluralText(yourDataLabels('es').characters, 3)).toBe('3 personajes');
    expect(pluralText(teamsLabels('ja').points, 5)).toBe('5点');
    expect(fill(compareSelectionLabels('ja').picked, { count: 2, limit: 4 })).toBe('4人中2人を選択');
    expect(fill(compareSelectionLabels('en').picked, { count: 2, limit: 4 })).toBe('2 of 4 picked');
    expect(fill(characterCardWords('es').owned, { level: 40, rank: 3 })).toBe('Lo tienes · Nv 40 · R3');
    expect(fill(rosterLabels('en').imported, { count: 2, file: 'roster.json' })).toBe(
      'Imported 2 characters from roster.json. Your previous roster is kept as a snapshot below.',
    );
  });
});
