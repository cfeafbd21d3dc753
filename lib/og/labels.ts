import type { classes, elements } from '@/lib/content/common';
import type { factions, roles } from '@/lib/content/characters';
import type { Effect, GameEvent, Gear } from '@/lib/content';
import type { StatName } from '@/lib/content/stat-names';
import { catalogs, getT } from '@/lib/i18n/messages';
import { intlTags, type SiteLocale } from '@/lib/i18n/locales';
import { formatInZone } from '@/lib/format/date';

/**
 * The fixed words share images draw, per locale. The documents' own texts (names, titles) reach
 * the images already translated and the site's name stays as it is; these are the words around
 * them. The game's terms (elements, classes, roles, factions, stats, effect and event types, gear
 * rarities and slots) are the site's catalog terms (lib/i18n/terms.ts), so an image says what the
 * page says; lower-cased where a line runs them into a phrase ("5-star flame vanguard"). Every ja
 * string here is also in the Japanese font subset (lib/og/font-texts.ts).
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
    /** A moment in the event's own zone, as the locale writes a date and time. */
    when: (iso: string, timeZone: string) => string;
  };
  team: {
    untitled: (mode: string) => string;
    heading: (mode: string, points: number) => string;
  };
  plan: { heading: string; tier: (tier: number) => string };
  /** The compare image's heading: its name and the level and rank it compares at. */
  compare: { heading: string; level: (level: number, rank: number) => string };
}

/** The catalog's game terms of a locale, as share images use them. */
function vocabularyOf(locale: SiteLocale) {
  const { elements, classes, roles, factions, stats, effectTypes, gearRarities, gearSlots, eventTypes } =
    catalogs[locale];
  return { elements, classes, roles, factions, stats, effectTypes, gearRarities, gearSlots, eventTypes };
}

const vocabulary = { en: vocabularyOf('en'), ja: vocabularyOf('ja'), es: vocabularyOf('es') };

/** Terms as they read inside a phrase: "flame", "vanguardia" (Japanese has no case). */
function lower<K extends string>(words: Record<K, string>): Record<K, string> {
  return Object.fromEntries(
    Object.entries(words).map(([id, word]) => [id, (word as string).toLowerCase()]),
  ) as Record<K, string>;
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
  rarity: (stars) => getT('en', 'rarity')('stars', { stars }),
  elements: lower(vocabulary.en.elements),
  classes: lower(vocabulary.en.classes),
  roles: lower(vocabulary.en.roles),
  factions: vocabulary.en.factions,
  stats: vocabulary.en.stats,
  line: (rarity, what) => `${rarity} ${what}`,
  character: { eyebrow: (rarity, element, cls) => `${rarity} ${element} ${cls}`, role: 'Role' },
  effect: {
    types: lower(vocabulary.en.effectTypes),
    eyebrow: (type) => `${type} · status effect`,
    untilRemoved: 'Until removed',
    lasts: (turns, maxStacks) => `${turns} turns · max ${maxStacks} stacks`,
    appliedBy: 'Applied by',
    removedBy: 'Removed by',
    resistedBy: 'Resisted by',
    type: 'Type',
  },
  gear: {
    rarities: lower(vocabulary.en.gearRarities),
    slots: lower(vocabulary.en.gearSlots),
    eyebrow: (rarity, slot) => `${rarity} ${slot}`,
    setAndPassive: (set, passive) => `${set} set · ${passive}`,
    passive: (passive) => `Passive: ${passive}`,
    slot: 'Slot',
  },
  event: {
    types: vocabulary.en.eventTypes,
    rewards: 'Rewards',
    featured: 'Featured',
    shopItems: 'Shop items',
    tasks: 'Tasks',
    when: (iso, timeZone) => formatInZone(iso, timeZone, intlTags.en),
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
  rarity: (stars) => getT('ja', 'rarity')('stars', { stars }),
  elements: lower(vocabulary.ja.elements),
  classes: lower(vocabulary.ja.classes),
  roles: lower(vocabulary.ja.roles),
  factions: vocabulary.ja.factions,
  stats: vocabulary.ja.stats,
  line: (rarity, what) => `${rarity} ${what}`,
  character: { eyebrow: (rarity, element, cls) => `${rarity} ${element}属性 ${cls}`, role: 'ロール' },
  effect: {
    types: lower(vocabulary.ja.effectTypes),
    eyebrow: (type) => `状態効果 · ${type}`,
    untilRemoved: '解除されるまで持続',
    lasts: (turns, maxStacks) => `${turns}ターン · 最大${maxStacks}スタック`,
    appliedBy: '付与するもの',
    removedBy: '解除するもの',
    resistedBy: '防ぐもの',
    type: '種類',
  },
  gear: {
    rarities: lower(vocabulary.ja.gearRarities),
    slots: lower(vocabulary.ja.gearSlots),
    eyebrow: (rarity, slot) => `${rarity}${slot}`,
    setAndPassive: (set, passive) => `${set}セット · ${passive}`,
    passive: (passive) => `パッシブ：${passive}`,
    slot: '部位',
  },
  event: {
    types: vocabulary.ja.eventTypes,
    rewards: '報酬',
    featured: 'ピックアップ',
    shopItems: 'ショップ商品',
    tasks: 'ミッション',
    when: (iso, timeZone) => formatInZone(iso, timeZone, intlTags.ja),
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
  rarity: (stars) => getT('es', 'rarity')('stars', { stars }),
  elements: lower(vocabulary.es.elements),
  classes: lower(vocabulary.es.classes),
  roles: lower(vocabulary.es.roles),
  factions: vocabulary.es.factions,
  stats: vocabulary.es.stats,
  // Spanish puts the rarity after the noun ("tanque de 5 estrellas"), and no ★: next/og's Latin
  // font lacks it, and next/og would download a font for it.
  line: (rarity, what) => `${what} de ${rarity}`,
  character: { eyebrow: (rarity, element, cls) => `${cls} de ${element} · ${rarity}`, role: 'Rol' },
  effect: {
    types: lower(vocabulary.es.effectTypes),
    eyebrow: (type) => `Estado alterado · ${type}`,
    untilRemoved: 'Hasta que se elimine',
    lasts: (turns, maxStacks) => `${turns} turnos · máx. ${maxStacks} acumulaciones`,
    appliedBy: 'Lo aplican',
    removedBy: 'Lo eliminan',
    resistedBy: 'Lo resisten',
    type: 'Tipo',
  },
  gear: {
    rarities: lower(vocabulary.es.gearRarities),
    slots: lower(vocabulary.es.gearSlots),
    eyebrow: (rarity, slot) => `${slot} · ${rarity}`,
    setAndPassive: (set, passive) => `Conjunto ${set} · ${passive}`,
    passive: (passive) => `Pasiva: ${passive}`,
    slot: 'Ranura',
  },
  event: {
    types: vocabulary.es.eventTypes,
    rewards: 'Recompensas',
    featured: 'Destacados',
    shopItems: 'Artículos de tienda',
    tasks: 'Tareas',
    when: (iso, timeZone) => formatInZone(iso, timeZone, intlTags.es),
  },
  team: {
    untitled: (mode) => `Un equipo compartido para ${mode}`,
    heading: (mode, points) => `Equipo de ${mode} · ${points} puntos de sinergia`,
  },
  plan: { heading: 'plan del árbol de habilidades', tier: (tier) => `Nivel ${tier}` },
  compare: { heading: 'comparar', level: (level, rank) => `Nv. ${level} · Rango ${rank}` },
};

export const ogLabels: Record<SiteLocale, OgLabels> = { en, ja, es };
