// From each schema's module, not the index (which exports the badges' words, lib/content/interaction-label.ts).
import type { Character } from '@/lib/content/characters';
import type { Effect } from '@/lib/content/effects';
import type { Enemy } from '@/lib/content/enemies';
import type { Engraving } from '@/lib/content/engravings';
import type { Gear } from '@/lib/content/gears';
import type { Interaction } from '@/lib/content/interactions';
import type { Skill } from '@/lib/content/skills';
import type { Trait } from '@/lib/content/traits';
import type { StatName } from '@/lib/content/stat-names';
import type { PluralForms } from './plural';
import type { ChangeWordsData } from '@/lib/format/change-words';

/**
 * The words list cards are drawn with, in the page's language. A list's cards are drawn on the
 * server for its first page and in the browser for the whole list (components/lists/whole-list-load.ts),
 * where no catalog is loaded: the words come made on the server (lib/i18n/card-words.ts) in the
 * list's data, beside its items, as plain strings. A message with arguments keeps them as `{name}`
 * for fill() (lib/i18n/fill.ts); a count's wording is its PluralForms (pluralText). Types only,
 * so the browser may import them.
 */

/**
 * A group of the game's vocabulary (lib/i18n/terms.ts): id → word, for every id of the schema's
 * enum (the catalog test holds the groups to them), so a card needs no fallback.
 */
export type Terms<K extends string = string> = Readonly<Record<K, string>>;

/** What a skill, trait, item or enemy skill does to an effect, as a badge says it (lib/content/interaction-label.ts). */
export interface InteractionWords {
  /** Per relation, its head with `{effect}`: "applies {effect}". */
  applies: string;
  removes: string;
  prevents: string;
  /** "resists {effect} −{amount} {aspect}". */
  resists: string;
  /** "extends {effect} · +{turns}". */
  extends: string;
  spreads: string;
  /** "benefits from {effect}: {bonus}"; `benefitsSelf` while the holder is under it. */
  benefits: string;
  benefitsSelf: string;
  /** "# turn", "# turns". */
  turns: PluralForms;
  untilRemoved: string;
  /** "# stacks". */
  stacks: PluralForms;
  /** Whom it is done to: self, an ally, enemies … */
  targets: Terms<NonNullable<Interaction['target']>>;
  /** What a resistance lowers: damage, duration, chance. */
  aspects: Terms<NonNullable<Interaction['aspect']>>;
  /** A benefit's condition beside its figures on an effect's page: "while under it". */
  whileUnder: string;
  /** "against a target under it". */
  againstUnder: string;
}

/** A history list's fixed words (components/history/history-list.tsx). */
export interface HistoryLabels {
  noRecorded: string;
  contentImport: string;
  editor: string;
  /** " · added to the wiki". */
  addedToWiki: string;
}

/** The foot of a list entry: its verified stamp and history (components/history/entry-history.tsx). */
export interface HistoryWords {
  /** The language, for its dates (formatDay). */
  locale: string;
  /** "History ({count})". */
  history: string;
  /** "Verified for v{version} on {date}". */
  verified: string;
  /** The history list's own words (components/history/history-list.tsx). */
  labels: HistoryLabels;
  /** How its changes are said; none in English, which says them by the fields' own words. */
  changes?: ChangeWordsData;
}

/** The words every entry card with linked characters and a history shares. */
export interface EntryWords {
  history: HistoryWords;
  interactions: InteractionWords;
  /** "none yet": an empty list of characters. */
  noneYet: string;
}

/** A character card (components/lists/character-card.tsx) and the character list's toggles. */
export interface CharacterCardWords {
  classes: Terms<Character['class']>;
  elements: Terms<Character['element']>;
  roles: Terms<Character['role']>;
  factions: Terms<Character['faction']>;
  /** "{stars}-star". */
  stars: string;
  /** "Portrait of {name}". */
  portrait: string;
  own: string;
  /** "Add {name} to your roster". */
  addToRoster: string;
  /** "Owned · Lv {level} · R{rank}". */
  owned: string;
  /** "{name} is in your roster". */
  inRoster: string;
  compare: string;
}

export interface SkillCardWords extends EntryWords {
  skillKinds: Terms<Skill['kind']>;
  areas: Terms<Skill['area']>;
  /** "Area {area} · Range {range}" and, for an active skill, "… · Cooldown {cooldown} · Cost {cost}". */
  passiveFacts: string;
  activeFacts: string;
  holders: string;
}

export interface TraitCardWords extends EntryWords {
  traitCategories: Terms<Trait['category']>;
  holders: string;
}

export interface EffectCardWords {
  history: HistoryWords;
  effectTypes: Terms<Effect['type']>;
  /** "# turn", "# turns". */
  turns: PluralForms;
  untilRemoved: string;
  /** "Stacking refreshes (max {max})", "Stacking by intensity (max {max})" … by the effect's stacking. */
  stacking: Terms<Effect['stacking']>;
  dispellable: string;
  notDispellable: string;
  /** Per relation, how the card counts it: "Applied by". */
  relations: Terms<Interaction['relation']>;
  /** "{relation} {count}". */
  relationCount: string;
  nothingTouches: string;
  /** "Everything that touches {name}". */
  everythingTouching: string;
}

export interface GearCardWords {
  gearSlots: Terms<Gear['slot']>;
  gearRarities: Terms<Gear['rarity']>;
  stats: Terms<StatName>;
  /** "{set} set". */
  gearSet: string;
}

export interface TarotCardWords extends EntryWords {
  stats: Terms<StatName>;
  upright: string;
  reversed: string;
  usedInBuildsBy: string;
  /** The title of the mark beside a text still in English. */
  untranslated: string;
}

export interface EngravingCardWords extends EntryWords {
  engravingCategories: Terms<Engraving['category']>;
  classes: Terms<Character['class']>;
  allClasses: string;
  /** "Max level {level}". */
  maxLevel: string;
  /** Between the items of a list of names: ", ". */
  listJoin: string;
  usedInBuildsBy: string;
}

export interface EnemyCardWords {
  /** The language, for the verified stamp's date. */
  locale: string;
  interactions: InteractionWords;
  /** "Verified for v{version} on {date}". */
  verified: string;
  elements: Terms<Enemy['element']>;
  enemyTypes: Terms<Enemy['type']>;
  locationKinds: Terms<Enemy['locations'][number]['kind']>;
  stats: Terms<StatName>;
  boss: string;
  /** "Level {level}". */
  level: string;
  resistances: string;
  weak: string;
  skills: string;
  foundIn: string;
}
