import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { SiteLocale } from '@/lib/i18n/locales';
import { interactionWords } from '@/lib/i18n/card-words';
import type { Build, Gear, Trait } from '@/lib/content';
import type { CharacterPage } from '@/lib/queries/characters';
import { BuildList } from './build-list';
import { skillListLabels, skillTreeLabels, statCalculatorLabels } from './character-labels';
import { SkillList } from './skill-list';
import { SkillTree } from './skill-tree';
import { StatCalculator } from './stat-calculator';
import { TierPlacements } from './tier-placements';
import { TraitList } from './trait-list';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const skills = [
  {
    _id: 'flare',
    name: 'Flare',
    kind: 'active',
    range: 3,
    area: 'all-allies',
    cooldown: 2,
    cost: 30,
    description: 'Burns.',
    interactions: [],
  },
  {
    _id: 'glow',
    name: 'Glow',
    kind: 'passive',
    range: 0,
    area: 'cone',
    cooldown: 1,
    cost: 0,
    description: 'Glows.',
    interactions: [],
  },
] as unknown as CharacterPage['details']['skills'];

const traits = [
  { _id: 'wick', name: 'Wick', category: 'awakening', description: 'Lit.' },
] as unknown as Trait[];

const tree = {
  skillTree: [
    {
      tier: 1,
      requiredLevel: 10,
      options: [{ id: 'a', name: 'Spark', description: 'Sparks.', interactions: [] }],
    },
  ],
  recommendations: [{ mode: 'arena', picks: [{ tier: 1, option: 'a', reason: 'Fast.' }] }],
} as unknown as Parameters<typeof SkillTree>[0]['character'];

const builds = [
  {
    name: 'Burner',
    mode: 'boss',
    reason: 'Burns.',
    gear: ['wickblade'],
    tarot: 'sun',
    engravings: ['ember'],
  },
  { name: 'Any', reason: 'Fine.', gear: [], tarot: 'sun', engravings: [] },
] as unknown as Build[];
const gears = new Map([['wickblade', { name: 'Wickblade', slot: 'accessory', rarity: 'legendary' } as Gear]]);

const stats = { hp: 1000, atk: 100, def: 80, res: 60, spd: 90, crit: 5 };
const calculator = { baseStats: stats, growth: stats, rankBonus: 0.08 };
const scale = Object.fromEntries(Object.keys(stats).map((k) => [k, { max: 9000, holder: 'Tank' }])) as never;

const page = (lang: SiteLocale) => {
  locale = lang;
  const parts: ReactElement[] = [
    <SkillList
      key="s"
      skills={skills}
      effectTypes={{}}
      effectNames={{}}
      words={interactionWords(lang)}
      labels={skillListLabels(lang)}
    />,
    <TraitList key="t" traits={traits} effectNames={{}} />,
    <SkillTree
      key="k"
      character={tree}
      effectNames={{}}
      words={interactionWords(lang)}
      labels={skillTreeLabels(lang)}
    />,
    <BuildList
      key="b"
      characterId="aurelia"
      builds={builds}
      gears={gears}
      tarots={new Map()}
      engravings={new Map()}
    />,
    <TierPlacements key="p" placements={[{ mode: 'arena', tier: 'S', reason: 'Fast.' }]} effectNames={{}} />,
    <TierPlacements key="n" placements={[]} effectNames={{}} />,
    <StatCalculator key="c" character={calculator} scale={scale} labels={statCalculatorLabels(lang)} />,
  ];
  return renderToStaticMarkup(<>{parts}</>).replace(/<!-- -->/g, '');
};

/** The English words these parts wrote before they were translated; none may be left in ja or es. */
const english = [
  '>Range<',
  '>Area<',
  'Cooldown',
  '>Cost<',
  'tiles',
  'turns',
  'energy',
  '>Self<',
  'All Allies',
  'Cone',
  'Active',
  'Passive',
  'Awakening',
  'unlocks at level',
  'Recommended for',
  'All modes',
  '>Gear<',
  'Engravings',
  'Accessory',
  'Legendary',
  'Not placed',
  '>Mode<',
  '>Why<',
  'Stat calculator',
  'Level slider',
  'Stats at level',
  'Bar: share',
  'highest',
  'Attack',
  'Defense',
  'Crit',
  '>Arena',
  '>Boss',
];

describe('the character page’s words in the page’s language', () => {
  it('keeps the English as it was', () => {
    const text = page('en');
    for (const words of [
      '<dt>Range</dt><dd>3 tiles</dd>',
      '<dd>All Allies</dd>',
      '<dd>2 turns</dd>',
      '<dd>30 energy</dd>',
      '<dd>Self</dd>',
      '>Active</span>',
      '>Passive</span>',
      '>Awakening</span>',
      'Tier 1 <span class="fw-normal">· unlocks at level 10</span>',
      '<strong>Recommended for Arena:</strong>',
      'aria-label="Recommended picks for mode"',
      '>All modes</span>',
      '>Gear</h4>',
      '>Tarot</h4>',
      '>Engravings</h4>',
      'Accessory</span>',
      'Legendary',
      'Not placed in any tier list yet.',
      '<th scope="col">Why</th>',
      'aria-label="Stat calculator"',
      'Level (1–60)',
      'Rank (1–6)',
      'Rank 3',
      'Stats at level 60, rank 6',
      'Bar: share of the roster&#x27;s highest at level 60, rank 6',
      'title="Roster&#x27;s highest: Tank"',
      '>Attack</th>',
      '>Crit %</th>',
    ])
      expect(text).toContain(words);
  });

  it.each([
    [
      'ja',
      [
        '射程',
        '3マス',
        '味方全体',
        '2ターン',
        'エネルギー30',
        '自身',
        'アクティブ',
        'パッシブ',
        '覚醒',
        'ティア1',
        'レベル10で解放',
        'アリーナでのおすすめ:',
        '全モード',
        '装備',
        '刻印',
        'アクセサリー',
        'レジェンダリー',
        'ボス',
        'まだどのティアリストにも載っていません。',
        '理由',
        'レベル(1〜60)',
        'ランク3',
        'レベル60・ランク6のステータス',
        '攻撃力',
        '会心率',
        '全キャラクター中の最高:Tank',
      ],
    ],
    [
      'es',
      [
        'Alcance',
        '3 casillas',
        'Todos los aliados',
        '2 turnos',
        '30 de energía',
        'Uno mismo',
        'Activa',
        'Pasiva',
        'Despertar',
        'se desbloquea en el nivel 10',
        'Recomendado para Arena:',
        'Todos los modos',
        'Equipo',
        'Grabados',
        'Accesorio',
        'Legendario',
        'Jefe',
        'Todavía no está en ninguna clasificación.',
        'Por qué',
        'Nivel (1–60)',
        'Rango 3',
        'Estadísticas a nivel 60, rango 6',
        'Ataque',
        'Defensa',
        'El más alto de todos: Tank',
      ],
    ],
  ] as const)('in %s', (lang, shows) => {
    const text = page(lang);
    for (const word of shows) expect(text).toContain(word);
    // 'Arena' is Spanish too.
    for (const word of english.filter((w) => !(lang === 'es' && w === '>Arena')))
      expect(text).not.toContain(word);
  });
});
