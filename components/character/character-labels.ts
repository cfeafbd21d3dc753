import 'server-only';
import { slots } from '@/lib/i18n/fill';
import { titleCase } from '@/components/common/game-style';
import { areas } from '@/lib/content/skills';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';

/** The skill cards' words in a page's language: only these reach the character page's payload. */
export function skillListLabels(locale: SiteLocale) {
  const t = getT(locale, 'skillCard');
  return {
    range: t('range'),
    area: t('area'),
    cooldown: t('cooldown'),
    cost: t('cost'),
    self: t('self'),
    tiles: getPluralForms(locale, 'skillCard', 'tiles'),
    turns: getPluralForms(locale, 'interactions', 'turns'),
    energy: getPluralForms(locale, 'skillCard', 'energy'),
    kinds: terms(locale, 'skillKinds'),
    // English has always shown an area by its id, title-cased ("All Allies").
    areas:
      locale === 'en'
        ? Object.fromEntries(areas.map((area) => [area, titleCase(area)]))
        : terms(locale, 'areas'),
  };
}

export type SkillListLabels = ReturnType<typeof skillListLabels>;

/** The skill tree's and its mode buttons' words in a page's language. */
export function skillTreeLabels(locale: SiteLocale) {
  const t = getT(locale, 'skillTree');
  return {
    modes: terms(locale, 'gameModes'),
    modePicks: t('modePicks'),
    tier: getT(locale, 'planner')('tier', slots('tier')),
    unlocksAt: t('unlocksAt', slots('level')),
    recommendedFor: t('recommendedFor', slots('mode')),
  };
}

export type SkillTreeLabels = ReturnType<typeof skillTreeLabels>;

/** The stat calculator's words in a page's language. */
export function statCalculatorLabels(locale: SiteLocale) {
  const t = getT(locale, 'statCalc');
  return {
    stats: terms(locale, 'stats'),
    form: t('form'),
    level: t('level', slots('max')),
    levelSlider: t('levelSlider'),
    rank: t('rank', slots('max')),
    rankOption: t('rankOption', slots('rank')),
    show: t('show'),
    caption: t('caption', slots('level', 'rank')),
    stat: t('stat'),
    value: t('value'),
    bar: t('bar', slots('level', 'rank')),
    highest: t('highest', slots('holder')),
    share: t('share', slots('percent', 'max')),
  };
}

export type StatCalculatorLabels = ReturnType<typeof statCalculatorLabels>;
