import type { PluralForms } from './plural';

/**
 * The words list cards are drawn with, in the page's language. A list's cards are drawn on the
 * server for its first page and in the browser for the whole list (components/lists/whole-list-load.ts),
 * where no catalog is loaded: the words come made on the server (lib/i18n/card-words.ts) in the
 * list's data, beside its items, as plain strings. A message with arguments keeps them as `{name}`
 * for fill() (lib/i18n/fill.ts); a count's wording is its PluralForms (pluralText). Types only,
 * so the browser may import them.
 */

/** A group of the game's vocabulary (lib/i18n/terms.ts): id → word. */
export type Terms = Readonly<Record<string, string>>;

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
  targets: Terms;
  /** What a resistance lowers: damage, duration, chance. */
  aspects: Terms;
}

/** The foot of a list entry: its verified stamp and history (components/history/entry-history.tsx). */
export interface HistoryWords {
  /** The language, for its dates (formatDay). */
  locale: string;
  /** "History ({count})". */
  history: string;
  /** "Verified for v{version} on {date}". */
  verified: string;
  noChanges: string;
  byImport: string;
  byEditor: string;
  added: string;
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
  classes: Terms;
  elements: Terms;
  roles: Terms;
  factions: Terms;
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
  skillKinds: Terms;
  areas: Terms;
  /** "Area {area} · Range {range}" and, for an active skill, "… · Cooldown {cooldown} · Cost {cost}". */
  passiveFacts: string;
  activeFacts: string;
  holders: string;
}

export interface TraitCardWords extends EntryWords {
  traitCategories: Terms;
  holders: string;
}

export interface EffectCardWords {
  history: HistoryWords;
  effectTypes: Terms;
  /** "# turn", "# turns". */
  turns: PluralForms;
  untilRemoved: string;
  /** "Stacking refreshes (max {max})", "Stacking by intensity (max {max})" … by the effect's stacking. */
  stacking: Terms;
  dispellable: string;
  notDispellable: string;
  /** Per relation, how the card counts it: "Applied by". */
  relations: Terms;
  /** "{relation} {count}". */
  relationCount: string;
  nothingTouches: string;
  /** "Everything that touches {name}". */
  everythingTouching: string;
}

export interface GearCardWords {
  gearSlots: Terms;
  gearRarities: Terms;
  stats: Terms;
  /** "{set} set". */
  gearSet: string;
}

export interface TarotCardWords extends EntryWords {
  stats: Terms;
  upright: string;
  reversed: string;
  usedInBuildsBy: string;
  /** The title of the mark beside a text still in English. */
  untranslated: string;
}

export interface EngravingCardWords extends EntryWords {
  engravingCategories: Terms;
  classes: Terms;
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
  elements: Terms;
  enemyTypes: Terms;
  locationKinds: Terms;
  stats: Terms;
  boss: string;
  /** "Level {level}". */
  level: string;
  resistances: string;
  weak: string;
  skills: string;
  foundIn: string;
}
