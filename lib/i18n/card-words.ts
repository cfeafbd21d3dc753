import 'server-only';
import type { SiteLocale } from './locales';
import { getMessages, getPluralForms, getT, type MessageKey } from './messages';
import {
  changeWordsOf,
  englishChangeWords,
  type ChangeWords,
  type ChangeWordsData,
} from '@/lib/format/change-words';
import { termGroups, terms, type TermGroup } from './terms';
import type {
  CharacterCardWords,
  EffectCardWords,
  EnemyCardWords,
  EngravingCardWords,
  EntryWords,
  GearCardWords,
  HistoryWords,
  InteractionWords,
  SkillCardWords,
  TarotCardWords,
  Terms,
  TraitCardWords,
} from './words';
import type { SynergyWords } from '@/lib/teams/words';
import type { ChangeItemWords } from '@/lib/player/changes-for-you';
import { slots } from './fill';

/**
 * The words of each list's cards in a language (lib/i18n/words.ts), made once per locale: a page
 * hands the same object to every card, so its payload carries it once.
 */

const made = new Map<string, unknown>();

/** A group of the game's vocabulary, typed by its ids (the catalog test holds the group to them). */
const vocabulary = <G extends TermGroup>(locale: SiteLocale, group: G) =>
  terms(locale, group) as Terms<(typeof termGroups)[G][number]>;

function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export function interactionWords(locale: SiteLocale): InteractionWords {
  return once(`${locale}:interactions`, () => {
    const t = getT(locale, 'interactions');
    const effect = { effect: '{effect}' };
    return {
      applies: t('applies', effect),
      removes: t('removes', effect),
      prevents: t('prevents', effect),
      resists: t('resists', { ...effect, amount: '{amount}', aspect: '{aspect}' }),
      extends: t('extends', { ...effect, turns: '{turns}' }),
      spreads: t('spreads', effect),
      benefits: t('benefits', { ...effect, bonus: '{bonus}' }),
      benefitsSelf: t('benefitsSelf', { ...effect, bonus: '{bonus}' }),
      turns: getPluralForms(locale, 'interactions', 'turns'),
      untilRemoved: t('untilRemoved'),
      stacks: getPluralForms(locale, 'interactions', 'stacks'),
      targets: vocabulary(locale, 'interactionTargets'),
      aspects: vocabulary(locale, 'resistAspects'),
      whileUnder: t('whileUnder'),
      againstUnder: t('againstUnder'),
    };
  });
}

/** The fields the catalog names (the rest are said by their English words). */
const fieldKeys = {
  baseStats: 'field_baseStats',
  stats: 'field_stats',
  cooldown: 'field_cooldown',
  maxStacks: 'field_maxStacks',
  level: 'field_level',
  maxLevel: 'field_maxLevel',
  duration: 'field_duration',
  cost: 'field_cost',
  description: 'field_description',
  name: 'field_name',
  skillTree: 'field_skillTree',
  options: 'field_options',
  builds: 'field_builds',
  growth: 'field_growth',
  rankBonus: 'field_rankBonus',
  passive: 'field_passive',
  chance: 'field_chance',
  rarity: 'field_rarity',
  effects: 'field_effects',
} as const satisfies Record<string, MessageKey<'changes'>>;

/** How a change is said in a locale, as data a page can send to the browser (lib/format/change-words.ts). */
export function changeWordsData(locale: SiteLocale): ChangeWordsData {
  return once(`${locale}:changes`, () => {
    const t = getT(locale, 'changes');
    const named = Object.entries(fieldKeys).map(([field, key]) => [field, t(key)] as const);
    return {
      locale,
      added: t('added'),
      removed: t('removed'),
      entries: getPluralForms(locale, 'changes', 'entries'),
      details: t('details'),
      tier: t('tierStep', slots('tier')),
      fields: { ...terms(locale, 'stats'), ...Object.fromEntries(named) },
    };
  });
}

/** How "Changes for you" says whom a change concerns and which lines a plan picked. */
export function changeItemWords(locale: SiteLocale): ChangeItemWords {
  return once(`${locale}:changeItems`, () => {
    const t = getT(locale, 'changes');
    const names = slots('names');
    return {
      about: { team: t('aboutTeam', names), skill: t('aboutSkill', names), trait: t('aboutTrait', names) },
      nameSeparator: t('nameSeparator'),
      pickedNode: t('pickedNode', slots('line')),
    };
  });
}

/** How a change is said in a locale, on the server; English is lib/format/change-words.ts's own. */
export function changeWordsIn(locale: SiteLocale): ChangeWords {
  if (locale === 'en') return englishChangeWords;
  return once(`${locale}:changeWords`, () => changeWordsOf(changeWordsData(locale)));
}

export function historyWords(locale: SiteLocale): HistoryWords {
  return once(`${locale}:history`, () => {
    const t = getT(locale, 'history');
    return {
      locale,
      history: t('entryCount', { count: '{count}' }),
      verified: getT(locale, 'detail')('verified', { version: '{version}', date: '{date}' }),
      labels: {
        noRecorded: t('noRecorded'),
        contentImport: t('contentImport'),
        editor: t('editor'),
        addedToWiki: t('addedToWiki'),
      },
      // English says a change by its fields' own words (lib/format/change-words.ts).
      ...(locale === 'en' ? {} : { changes: changeWordsData(locale) }),
    };
  });
}

function entryWords(locale: SiteLocale): EntryWords {
  return {
    history: historyWords(locale),
    interactions: interactionWords(locale),
    noneYet: getT(locale, 'cards')('noneYet'),
  };
}

export function characterCardWords(locale: SiteLocale): CharacterCardWords {
  return once(`${locale}:characters`, () => {
    const t = getT(locale, 'cards');
    const roster = getT(locale, 'roster');
    return {
      classes: vocabulary(locale, 'classes'),
      elements: vocabulary(locale, 'elements'),
      roles: vocabulary(locale, 'roles'),
      factions: vocabulary(locale, 'factions'),
      stars: getT(locale, 'rarity')('stars', { stars: '{stars}' }),
      portrait: t('portrait', { name: '{name}' }),
      // The roster mark's and the compare box's words, as the roster and compare pages say them.
      own: roster('own'),
      addToRoster: roster('addNameYour', { name: '{name}' }),
      owned: roster('ownedMark', { level: '{level}', rank: '{rank}' }),
      inRoster: roster('inRosterName', { name: '{name}' }),
      compare: getT(locale, 'compare')('compare'),
    };
  });
}

export function skillCardWords(locale: SiteLocale): SkillCardWords {
  return once(`${locale}:skills`, () => {
    const t = getT(locale, 'cards');
    const facts = { area: '{area}', range: '{range}', cooldown: '{cooldown}', cost: '{cost}' };
    return {
      ...entryWords(locale),
      skillKinds: vocabulary(locale, 'skillKinds'),
      areas: vocabulary(locale, 'areas'),
      passiveFacts: t('passiveFacts', facts),
      activeFacts: t('activeFacts', facts),
      holders: t('holders'),
    };
  });
}

export function traitCardWords(locale: SiteLocale): TraitCardWords {
  return once(`${locale}:traits`, () => ({
    ...entryWords(locale),
    traitCategories: vocabulary(locale, 'traitCategories'),
    holders: getT(locale, 'cards')('holders'),
  }));
}

export function effectCardWords(locale: SiteLocale): EffectCardWords {
  return once(`${locale}:effects`, () => {
    const t = getT(locale, 'cards');
    const max = { max: '{max}' };
    return {
      history: historyWords(locale),
      effectTypes: vocabulary(locale, 'effectTypes'),
      turns: getPluralForms(locale, 'interactions', 'turns'),
      untilRemoved: t('untilRemovedRule'),
      stacking: {
        none: t('stackingRefreshes', max),
        intensity: t('stackingIntensity', max),
        duration: t('stackingDuration', max),
      },
      dispellable: t('dispellable'),
      notDispellable: t('notDispellable'),
      relations: getMessages(locale, 'relations'),
      relationCount: t('relationCount', { relation: '{relation}', count: '{count}' }),
      nothingTouches: t('nothingTouches'),
      everythingTouching: t('everythingTouching', { name: '{name}' }),
    };
  });
}

export function gearCardWords(locale: SiteLocale): GearCardWords {
  return once(`${locale}:gears`, () => ({
    gearSlots: vocabulary(locale, 'gearSlots'),
    gearRarities: vocabulary(locale, 'gearRarities'),
    stats: vocabulary(locale, 'stats'),
    gearSet: getT(locale, 'cards')('gearSet', { set: '{set}' }),
  }));
}

export function tarotCardWords(locale: SiteLocale): TarotCardWords {
  return once(`${locale}:tarots`, () => {
    const t = getT(locale, 'cards');
    return {
      ...entryWords(locale),
      stats: vocabulary(locale, 'stats'),
      upright: t('upright'),
      reversed: t('reversed'),
      usedInBuildsBy: t('usedInBuildsBy'),
      untranslated: t('untranslated'),
    };
  });
}

export function engravingCardWords(locale: SiteLocale): EngravingCardWords {
  return once(`${locale}:engravings`, () => {
    const t = getT(locale, 'cards');
    return {
      ...entryWords(locale),
      engravingCategories: vocabulary(locale, 'engravingCategories'),
      classes: vocabulary(locale, 'classes'),
      allClasses: t('allClasses'),
      maxLevel: t('maxLevel', { level: '{level}' }),
      listJoin: t('listJoin'),
      usedInBuildsBy: t('usedInBuildsBy'),
    };
  });
}

export function enemyCardWords(locale: SiteLocale): EnemyCardWords {
  return once(`${locale}:enemies`, () => {
    const t = getT(locale, 'cards');
    return {
      locale,
      interactions: interactionWords(locale),
      verified: historyWords(locale).verified,
      elements: vocabulary(locale, 'elements'),
      enemyTypes: vocabulary(locale, 'enemyTypes'),
      locationKinds: vocabulary(locale, 'locationKinds'),
      stats: vocabulary(locale, 'stats'),
      boss: t('boss'),
      level: t('level', { level: '{level}' }),
      resistances: t('resistances'),
      weak: t('weak'),
      skills: t('skills'),
      foundIn: t('foundIn'),
    };
  });
}

function lowerCase<K extends string>(words: Terms<K>): Terms<K> {
  return Object.fromEntries(
    Object.entries(words).map(([id, word]) => [id, String(word).toLowerCase()]),
  ) as Terms<K>;
}

/** A synergy report's words (lib/teams/words.ts): the team pages' breakdowns and the builder's. */
export function synergyWords(locale: SiteLocale): SynergyWords {
  return once(`${locale}:synergy`, () => {
    const t = getT(locale, 'synergyParts');
    return {
      whose: t('whose', slots('name', 'sources')),
      pair: t('pair', slots('effect', 'appliers', 'bonus')),
      pairOnAllies: t('pairOnAllies', slots('effect', 'appliers', 'bonus')),
      conflict: t('conflict', slots('effect', 'remover', 'needer')),
      element: t('element', slots('name', 'element', 'targets')),
      weakTarget: t('weakTarget', slots('enemy', 'amount')),
      coverTeam: t('coverTeam', slots('effect', 'from', 'uses')),
      coverSelf: t('coverSelf', slots('effect', 'from', 'uses')),
      coverUse: t('coverUse', slots('whose', 'relations')),
      rolesLine: t('rolesLine', slots('count', 'roles')),
      roles: getPluralForms(locale, 'synergyParts', 'roles'),
      squadSize: t('squadSize', slots('mode', 'size', 'count')),
      twice: t('twice', slots('id')),
      unknown: t('unknown', slots('id')),
      elementAtMost: t('elementAtMost', slots('count', 'element', 'has')),
      rolesAtLeast: t('rolesAtLeast', slots('count', 'roles', 'has')),
      rolesAtMost: t('rolesAtMost', slots('count', 'roles', 'has')),
      comma: t('comma'),
      semicolon: t('semicolon'),
      or: t('or'),
      relations: {
        applies: t('applies'),
        removes: t('removes'),
        prevents: t('prevents'),
        resists: t('resists'),
        benefits: t('benefits'),
      },
      // English writes the ids ("tank", "frost"), as the model always has; the terms run lower-case
      // inside a sentence ("sanador, tanque"; Japanese has no case).
      roleNames: locale === 'en' ? {} : lowerCase(vocabulary(locale, 'roles')),
      elementNames: locale === 'en' ? {} : lowerCase(vocabulary(locale, 'elements')),
    };
  });
}
