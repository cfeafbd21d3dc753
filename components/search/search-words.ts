import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages, getT } from '@/lib/i18n/messages';
import type { EffectSourceCollection } from '@/lib/content/effect-sources';
import type { InteractionRelation } from '@/lib/content/interactions';

/** What kind of thing touches an effect ("skill", "gear"…), in a page's language. */
export function sourceKindWords(locale: SiteLocale): Record<EffectSourceCollection, string> {
  const t = getT(locale, 'searchPage');
  return {
    skills: t('sourceSkills'),
    traits: t('sourceTraits'),
    gears: t('sourceGears'),
    tarots: t('sourceTarots'),
    engravings: t('sourceEngravings'),
    enemies: t('sourceEnemies'),
    characters: t('sourceCharacters'),
  };
}

const relations = ['applies', 'removes', 'prevents', 'resists', 'extends', 'spreads', 'benefits'] as const;

/**
 * The words search results are shown with, in the page's language, with slots (`{alias}`,
 * `{effect}`) the browser fills: the group names (English keeps the registry's own search labels,
 * so undefined), "also known as", and each relation question.
 */
export function searchWords(locale: SiteLocale) {
  const t = getT(locale, 'searchPage');
  return {
    alsoKnownAs: t('alsoKnownAs', { alias: '{alias}' }),
    kinds: locale === 'en' ? undefined : (getMessages(locale, 'kinds') as Record<string, string>),
    // What an answer's entry is ("skill", "trait"…); English keeps lib/content's own words.
    sourceKinds: locale === 'en' ? undefined : sourceKindWords(locale),
    questions: Object.fromEntries(relations.map((r) => [r, t(r, { effect: '{effect}' })])) as Record<
      InteractionRelation,
      string
    >,
  };
}

export type SearchWords = ReturnType<typeof searchWords>;
