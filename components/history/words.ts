import 'server-only';
import { titleCase } from '@/components/common/game-style';
import { formatDay } from '@/lib/format/date';
import type { SiteLocale } from '@/lib/i18n/locales';
import { catalogs, getT, type MessageKey } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';
import { englishChangeWords, type ChangeWords } from '@/lib/format/change-words';

/**
 * A stored day ("2026-11-20…") in the page's language, as formatDay writes it on the server and in
 * the browser alike (a list entry's history and a detail page's History section say the same date).
 */
export function dayIn(locale: SiteLocale, date: string): string {
  return formatDay(date, locale);
}

/** A collection's name in the page's language (English as the changelog always wrote it). */
export function collectionIn(locale: SiteLocale, collection: string): string {
  const kinds = catalogs[locale].kinds as Record<string, string>;
  return locale !== 'en' && Object.hasOwn(kinds, collection) ? kinds[collection]! : titleCase(collection);
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

const changeWords = new Map<SiteLocale, ChangeWords>();

/** How a change is said in a locale (lib/format/change-words.ts); English is the module's own. */
export function changeWordsIn(locale: SiteLocale): ChangeWords {
  if (locale === 'en') return englishChangeWords;
  let words = changeWords.get(locale);
  if (!words) {
    const t = getT(locale, 'changes');
    const stats = terms(locale, 'stats');
    const numbers = new Intl.NumberFormat(locale);
    words = {
      added: t('added'),
      removed: t('removed'),
      entries: (count) => t('entries', { count }),
      details: t('details'),
      tier: (tier) => t('tierStep', { tier }),
      field: (key) =>
        Object.hasOwn(fieldKeys, key)
          ? t(fieldKeys[key as keyof typeof fieldKeys])
          : Object.hasOwn(stats, key)
            ? stats[key]
            : undefined,
      number: (value) => numbers.format(value),
    };
    changeWords.set(locale, words);
  }
  return words;
}
