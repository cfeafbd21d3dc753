import type { SiteLocale } from '@/lib/i18n/locales';
import type { classes, elements } from '@/lib/content/common';
import type { factions, roles } from '@/lib/content/characters';
import type { Effect, GameEvent, Gear } from '@/lib/content';
import { statLabels, type StatName } from '@/lib/content/stat-names';

/**
 * The fixed words share images draw, per locale. The documents' own texts (names, titles) reach
 * the images already translated and the site's name stays as it is; these are the words around
 * them. The ja and es terms follow content/i18n/<locale>/glossary.json, so an image says what the
 * page says. Every ja string here is also in the Japanese font subset (lib/og/font-texts.ts).
 */
export interface OgLabels {
  /** Numbers as the locale groups their digits. */
  number: (value: number) => string;
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
  character: { eyebrow: (rarity: string, element: string, cls: string) => string; role: string };
  effect: {
    types: Record<Effect['type'], string>;
    eyebrow: (type: string) => string;
    untilRemoved: string;
    lasts: (turns: number, maxStacks: number) => string;
    appliedBy: string;
    removedBy: string;
    resistedBy: string;
    type: string;
  };
  gear: {
    rarities: Record<Gear['rarity'], string>;
    slots: Record<Gear['slot'], string>;
    eyebrow: (rarity: string, slot: string) => string;
    setAndPassive: (set: string, passive: string) => string;
    passive: (passive: string) => string;
    slot: string;
  };
  event: {
    types: Record<GameEvent['type'], string>;
    rewards: string;
    featured: string;
    shopItems: string;
    tasks: string;
  };
  team: {
    untitled: (mode: string) => string;
    heading: (mode: string, points: number) => string;
  };
  plan: { heading: string; tier: (tier: number) => string };
  /** The compare image's heading: its name and the level and rank it compares at. */
  compare: { heading: string; level: (level: number, rank: number) => string };
}

const en: OgLabels = {
  number: (value) => value.toLocaleString('en-US'),
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
  stats: statLabels,
  line: (rarity, what) => `${rarity} ${what}`,
  character: { eyebrow: (rarity, element, cls) => `${rarity} ${element} ${cls}`, role: 'Role' },
  effect: {
    types: { buff: 'buff', debuff: 'debuff', control: 'control' },
    eyebrow: (type) => `${type} · status effect`,
    untilRemoved: 'Until removed',
    lasts: (turns, maxStacks) => `${turns} turns · max ${maxStacks} stacks`,
    appliedBy: 'Applied by',
    removedBy: 'Removed by',
    resistedBy: 'Resisted by',
    type: 'Type',
  },
  gear: {
    rarities: { common: 'common', rare: 'rare', epic: 'epic', legendary: 'legendary', mythic: 'mythic' },
    slots: { weapon: 'weapon', armor: 'armor', accessory: 'accessory', relic: 'relic' },
    eyebrow: (rarity, slot) => `${rarity} ${slot}`,
    setAndPassive: (set, passive) => `${set} set · ${passive}`,
    passive: (passive) => `Passive: ${passive}`,
    slot: 'Slot',
  },
  event: {
    types: {
      'summon-banner': 'Summon banner',
      story: 'Story event',
      raid: 'Raid',
      challenge: 'Challenge',
      login: 'Login bonus',
      'arena-season': 'Arena season',
    },
    rewards: 'Rewards',
    featured: 'Featured',
    shopItems: 'Shop items',
    tasks: 'Tasks',
  },
  team: {
    untitled: (mode) => `A shared team for ${mode}`,
    heading: (mode, points) => `${mode} team · ${points} synergy points`,
  },
  plan: { heading: 'skill-tree plan', tier: (tier) => `Tier ${tier}` },
  compare: { heading: 'compare', level: (level, rank) => `Lv ${level} · Rank ${rank}` },
};

const ja: OgLabels = {
  number: (value) => value.toLocaleString('ja-JP'),
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
  character: { eyebrow: (rarity, element, cls) => `${rarity} ${element}属性 ${cls}`, role: 'ロール' },
  effect: {
    types: { buff: '強化効果', debuff: '弱体効果', control: '行動阻害' },
    eyebrow: (type) => `状態効果 · ${type}`,
    untilRemoved: '解除されるまで持続',
    lasts: (turns, maxStacks) => `${turns}ターン · 最大${maxStacks}スタック`,
    appliedBy: '付与するもの',
    removedBy: '解除するもの',
    resistedBy: '防ぐもの',
    type: '種類',
  },
  gear: {
    rarities: {
      common: 'コモン',
      rare: 'レア',
      epic: 'エピック',
      legendary: 'レジェンダリー',
      mythic: 'ミシック',
    },
    slots: { weapon: '武器', armor: '防具', accessory: 'アクセサリー', relic: '聖遺物' },
    eyebrow: (rarity, slot) => `${rarity}${slot}`,
    setAndPassive: (set, passive) => `${set}セット · ${passive}`,
    passive: (passive) => `パッシブ：${passive}`,
    slot: '部位',
  },
  event: {
    types: {
      'summon-banner': '召喚バナー',
      story: 'ストーリーイベント',
      raid: 'レイド',
      challenge: 'チャレンジ',
      login: 'ログインボーナス',
      'arena-season': 'アリーナシーズン',
    },
    rewards: '報酬',
    featured: 'ピックアップ',
    shopItems: 'ショップ商品',
    tasks: 'ミッション',
  },
  team: {
    untitled: (mode) => `${mode}向けの共有編成`,
    heading: (mode, points) => `${mode}編成 · シナジー ${points}pt`,
  },
  plan: { heading: 'スキルツリープラン', tier: (tier) => `ティア${tier}` },
  compare: { heading: '比較', level: (level, rank) => `Lv${level} · ランク${rank}` },
};

const es: OgLabels = {
  number: (value) => value.toLocaleString('es-ES'),
  home: {
    eyebrow: 'Wiki y base de datos de Lanternfall',
    subtitle: 'Estadísticas de personajes, árboles de habilidades recomendados, equipo y más',
    facts: [
      ['Personajes', 'Estadísticas y builds'],
      ['Árboles', 'Elecciones por modo'],
      ['Equipo', 'Conjuntos y pasivas'],
      ['Eventos', 'Cuentas atrás en vivo'],
      ['Clasificación', 'Historia · Arena · Jefe'],
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
  // Spanish puts the rarity after the noun ("tanque de 5 estrellas"), and no ★: next/og's Latin
  // font lacks it, and next/og would download a font for it.
  line: (rarity, what) => `${what} de ${rarity}`,
  character: { eyebrow: (rarity, element, cls) => `${cls} de ${element} · ${rarity}`, role: 'Rol' },
  effect: {
    types: { buff: 'mejora', debuff: 'perjuicio', control: 'control' },
    eyebrow: (type) => `Estado alterado · ${type}`,
    untilRemoved: 'Hasta que se elimine',
    lasts: (turns, maxStacks) => `${turns} turnos · máx. ${maxStacks} acumulaciones`,
    appliedBy: 'Lo aplican',
    removedBy: 'Lo eliminan',
    resistedBy: 'Lo resisten',
    type: 'Tipo',
  },
  gear: {
    rarities: { common: 'común', rare: 'raro', epic: 'épico', legendary: 'legendario', mythic: 'mítico' },
    slots: { weapon: 'arma', armor: 'armadura', accessory: 'accesorio', relic: 'reliquia' },
    eyebrow: (rarity, slot) => `${slot} · ${rarity}`,
    setAndPassive: (set, passive) => `Conjunto ${set} · ${passive}`,
    passive: (passive) => `Pasiva: ${passive}`,
    slot: 'Ranura',
  },
  event: {
    types: {
      'summon-banner': 'Estandarte de invocación',
      story: 'Evento de historia',
      raid: 'Incursión',
      challenge: 'Desafío',
      login: 'Bonus de conexión',
      'arena-season': 'Temporada de arena',
    },
    rewards: 'Recompensas',
    featured: 'Destacados',
    shopItems: 'Artículos de tienda',
    tasks: 'Tareas',
  },
  team: {
    untitled: (mode) => `Un equipo compartido para ${mode}`,
    heading: (mode, points) => `Equipo de ${mode} · ${points} puntos de sinergia`,
  },
  plan: { heading: 'plan del árbol de habilidades', tier: (tier) => `Nivel ${tier}` },
  compare: { heading: 'comparar', level: (level, rank) => `Nv. ${level} · Rango ${rank}` },
};

export const ogLabels: Record<SiteLocale, OgLabels> = { en, ja, es };
