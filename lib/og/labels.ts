import type { SiteLocale } from '@/lib/i18n/locales';
import type { classes, elements } from '@/lib/content/common';
import type { factions, roles } from '@/lib/content/characters';
import type { StatName } from '@/lib/content/stat-names';

/**
 * The fixed words share images draw, per locale. The documents' own texts (names, titles) reach
 * the images already translated, and the site's name stays as it is; these are the words around them. The ja and es terms follow
 * content/i18n/<locale>/glossary.json, so an image says what the page says. Every ja string here
 * is also in the Japanese font subset (scripts/og-font.ts reads this table).
 */
export interface OgLabels {
  /** The home card: its line above the title, its subtitle and its tiles. */
  home: { eyebrow: string; subtitle: string; facts: [string, string][] };
  rarity: (stars: number) => string;
  elements: Record<(typeof elements)[number], string>;
  classes: Record<(typeof classes)[number], string>;
  roles: Record<(typeof roles)[number], string>;
  factions: Record<(typeof factions)[number], string>;
  stats: Record<StatName, string>;
  /** Joins a rarity and a role or class into a member's line ("5-star tank"). */
  line: (rarity: string, what: string) => string;
  team: {
    untitled: (mode: string) => string;
    heading: (mode: string, points: number) => string;
  };
  plan: { heading: string; tier: (tier: number) => string };
  compare: string;
}

const en: OgLabels = {
  home: {
    eyebrow: 'Lanternfall wiki and database',
    subtitle: 'Character stats, skill tree recommendations, gear list and more',
    facts: [
      ['Characters', 'Stats & builds'],
      ['Skill trees', 'Picks per mode'],
      ['Gear', 'Sets & passives'],
      ['Events', 'Live countdowns'],
      ['Tier list', 'Story · Arena · Boss'],
    ],
  },
  rarity: (stars) => `${stars}-star`,
  elements: {
    flame: 'flame',
    frost: 'frost',
    storm: 'storm',
    earth: 'earth',
    radiant: 'radiant',
    umbral: 'umbral',
  },
  classes: {
    vanguard: 'vanguard',
    duelist: 'duelist',
    marksman: 'marksman',
    arcanist: 'arcanist',
    warden: 'warden',
    mystic: 'mystic',
  },
  roles: { damage: 'damage', tank: 'tank', support: 'support', healer: 'healer', control: 'control' },
  factions: {
    'lantern-order': 'Lantern Order',
    'ashen-court': 'Ashen Court',
    tidebound: 'Tidebound',
    'verdant-circle': 'Verdant Circle',
    'iron-compact': 'Iron Compact',
  },
  stats: { hp: 'HP', atk: 'Attack', def: 'Defense', res: 'Resistance', spd: 'Speed', crit: 'Crit %' },
  line: (rarity, what) => `${rarity} ${what}`,
  team: {
    untitled: (mode) => `A shared team for ${mode}`,
    heading: (mode, points) => `${mode} team · ${points} synergy points`,
  },
  plan: { heading: 'skill-tree plan', tier: (tier) => `Tier ${tier}` },
  compare: 'compare',
};

const ja: OgLabels = {
  home: {
    eyebrow: 'Lanternfall 攻略wiki・データベース',
    subtitle: 'キャラクターのステータス、おすすめスキルツリー、装備一覧など',
    facts: [
      ['キャラクター', 'ステータスと編成'],
      ['スキルツリー', 'モード別のおすすめ'],
      ['装備', 'セットとパッシブ'],
      ['イベント', '開催中のカウントダウン'],
      ['ティアリスト', 'ストーリー・アリーナ・ボス'],
    ],
  },
  rarity: (stars) => `★${stars}`,
  elements: { flame: '炎', frost: '氷', storm: '嵐', earth: '地', radiant: '光', umbral: '闇' },
  classes: {
    vanguard: '先鋒',
    duelist: '決闘士',
    marksman: '射手',
    arcanist: '秘術師',
    warden: '守護者',
    mystic: '祈祷師',
  },
  roles: {
    damage: 'アタッカー',
    tank: 'タンク',
    support: 'サポーター',
    healer: 'ヒーラー',
    control: 'コントローラー',
  },
  factions: {
    'lantern-order': 'ランタン騎士団',
    'ashen-court': '灰の宮廷',
    tidebound: '潮縛り',
    'verdant-circle': '翠の環',
    'iron-compact': '鉄の盟約',
  },
  stats: { hp: 'HP', atk: '攻撃力', def: '防御力', res: '抵抗', spd: '速度', crit: '会心率' },
  line: (rarity, what) => `${rarity} ${what}`,
  team: {
    untitled: (mode) => `${mode}向けの共有編成`,
    heading: (mode, points) => `${mode}編成 · シナジー ${points}pt`,
  },
  plan: { heading: 'スキルツリープラン', tier: (tier) => `ティア${tier}` },
  compare: '比較',
};

const es: OgLabels = {
  home: {
    eyebrow: 'Wiki y base de datos de Lanternfall',
    subtitle: 'Estadísticas de personajes, árboles de habilidades recomendados, equipo y más',
    facts: [
      ['Personajes', 'Estadísticas y builds'],
      ['Árboles', 'Elecciones por modo'],
      ['Equipo', 'Sets y pasivas'],
      ['Eventos', 'Cuentas atrás en vivo'],
      ['Tier list', 'Historia · Arena · Jefe'],
    ],
  },
  rarity: (stars) => `${stars} estrellas`,
  elements: {
    flame: 'fuego',
    frost: 'hielo',
    storm: 'tormenta',
    earth: 'tierra',
    radiant: 'radiante',
    umbral: 'umbrío',
  },
  classes: {
    vanguard: 'vanguardia',
    duelist: 'duelista',
    marksman: 'tirador',
    arcanist: 'arcanista',
    warden: 'guardián',
    mystic: 'místico',
  },
  roles: { damage: 'daño', tank: 'tanque', support: 'apoyo', healer: 'sanador', control: 'control' },
  factions: {
    'lantern-order': 'Orden del Farol',
    'ashen-court': 'Corte de Ceniza',
    tidebound: 'Ligamarea',
    'verdant-circle': 'Círculo Verdeante',
    'iron-compact': 'Pacto de Hierro',
  },
  stats: { hp: 'PV', atk: 'Ataque', def: 'Defensa', res: 'Resistencia', spd: 'Velocidad', crit: 'Crítico %' },
  // Spanish puts the rarity after the noun: "tanque de 5 estrellas". No ★: next/og's Latin font lacks it.
  line: (rarity, what) => `${what} de ${rarity}`,
  team: {
    untitled: (mode) => `Un equipo compartido para ${mode}`,
    heading: (mode, points) => `Equipo de ${mode} · ${points} puntos de sinergia`,
  },
  plan: { heading: 'plan del árbol de habilidades', tier: (tier) => `Nivel ${tier}` },
  compare: 'comparar',
};

export const ogLabels: Record<SiteLocale, OgLabels> = { en, ja, es };
