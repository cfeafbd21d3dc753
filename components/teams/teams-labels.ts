import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';
import { synergyWords } from '@/lib/i18n/card-words';

/**
 * The team builder's words in the page's language, made on the server for its client islands
 * (no catalog reaches the browser). A message's arguments stay as `{slot}`s the browser fills
 * with `fill` (./fill.ts); counts come as plural forms for pluralText.
 */
export function teamsLabels(locale: SiteLocale) {
  const t = getT(locale, 'teams');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  return {
    modes: terms(locale, 'gameModes'),
    /** The synergy model's words, for the reports the builder and the suggestions compute. */
    synergyWords: synergyWords(locale),
    // English shows the ids as they are (capitalised by CSS), as it always has.
    roles: locale === 'en' ? {} : terms(locale, 'roles'),
    elements: locale === 'en' ? {} : terms(locale, 'elements'),
    loadFailed: s('loadFailed', 'error'),
    loading: t('loading'),
    synergy: s('synergy', 'total'),
    sumOfParts: t('sumOfParts'),
    breaksRules: s('breaksRules', 'rules'),
    pairs: t('pairs'),
    conflicts: t('conflicts'),
    threatsCovered: t('threatsCovered'),
    rolesElements: t('rolesElements'),
    notCovered: s('notCovered', 'threats'),
    buildTitle: t('buildTitle'),
    gameMode: t('gameMode'),
    modeOption: s('modeOption', 'mode', 'size'),
    joined: s('joined', 'name'),
    left: s('left', 'name'),
    needLabel: t('needLabel'),
    saved: s('saved', 'label'),
    inBuilder: s('inBuilder', 'what'),
    theSuggestion: t('theSuggestion'),
    quoted: s('quoted', 'label'),
    characterToAdd: t('characterToAdd'),
    squadFull: t('squadFull'),
    chooseCharacter: t('chooseCharacter'),
    owned: t('owned'),
    addToTeam: t('addToTeam'),
    teamLabel: t('teamLabel'),
    saveChanges: t('saveChanges'),
    saveTeam: t('saveTeam'),
    saveAsNew: t('saveAsNew'),
    thisTeam: t('thisTeam'),
    breakdownTitle: t('breakdownTitle'),
    emptySynergy: t('emptySynergy'),
    suggestTitle: t('suggestTitle'),
    savedTitle: t('savedTitle'),
    loadingSaved: t('loadingSaved'),
    teamSlots: t('teamSlots'),
    emptySlot: t('emptySlot'),
    removeFromTeam: s('removeFromTeam', 'name'),
    remove: t('remove'),
    noSaved: t('noSaved'),
    savedTeams: t('savedTeams'),
    savedTitleOf: s('savedTitleOf', 'label', 'mode'),
    noMembers: t('noMembers'),
    loadInto: s('loadInto', 'title'),
    load: t('load'),
    deleteTitle: s('deleteTitle', 'title'),
    confirmDelete: s('confirmDelete', 'label'),
    delete: t('delete'),
    copyLinkOf: s('copyLinkOf', 'name'),
    linkCopied: t('linkCopied'),
    copyLink: t('copyLink'),
    shareLinkOf: s('shareLinkOf', 'name'),
    suggestEmptyBefore: t('suggestEmptyBefore'),
    suggestEmptyLink: t('suggestEmptyLink'),
    suggestEmptyAfter: t('suggestEmptyAfter'),
    suggestOptions: t('suggestOptions'),
    buildAround: t('buildAround'),
    anyone: t('anyone'),
    borrowOne: t('borrowOne'),
    builtOnly: t('builtOnly'),
    levelAtLeast: t('levelAtLeast'),
    rankAtLeast: t('rankAtLeast'),
    leaveOut: t('leaveOut'),
    suggest: t('suggest'),
    noFit: t('noFit'),
    lock: {
      unknown: s('lockUnknown', 'name'),
      excluded: s('lockExcluded', 'name'),
      notOwned: s('lockNotOwned', 'name'),
      notBuilt: s('lockNotBuilt', 'name'),
      tooMany: s('lockTooMany', 'mode', 'size'),
    },
    suggested: t('suggested'),
    borrowed: t('borrowed'),
    points: getPluralForms(locale, 'teams', 'points'),
    breaksCount: getPluralForms(locale, 'teams', 'breaksCount'),
    loadSuggestion: s('loadSuggestion', 'n'),
    loadIntoBuilder: t('loadIntoBuilder'),
  };
}

export type TeamsLabels = ReturnType<typeof teamsLabels>;
/** What the synergy breakdown says (the curated teams send only these to the browser). */
export type SynergyLabels = Pick<
  TeamsLabels,
  | 'synergy'
  | 'sumOfParts'
  | 'breaksRules'
  | 'pairs'
  | 'conflicts'
  | 'threatsCovered'
  | 'rolesElements'
  | 'notCovered'
>;
