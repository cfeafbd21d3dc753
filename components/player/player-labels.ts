import 'server-only';
import { intlTags, type SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';
import { changeItemWords } from '@/lib/i18n/card-words';

/**
 * The "Your data" page's words in the page's language, for its client island: `{slot}`s are
 * filled in the browser (lib/i18n/fill.ts), counts come as plural forms.
 */
export function yourDataLabels(locale: SiteLocale) {
  const t = getT(locale, 'player');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  return {
    confirmDelete: t('confirmDelete'),
    localTitle: t('localTitle'),
    localLead: t('localLead'),
    deleted: t('deleted'),
    stored: t('stored'),
    roster: t('roster'),
    characters: getPluralForms(locale, 'player', 'characters'),
    loading: t('loading'),
    snapshots: s('snapshots', 'count'),
    changesForYou: t('changesForYou'),
    changesWhat: t('changesWhat'),
    plans: s('plans', 'count'),
    savedTeams: t('savedTeams'),
    exportAll: t('exportAll'),
    deleteAll: t('deleteAll'),
    syncTitle: t('syncTitle'),
    syncBefore: t('syncBefore'),
    syncAfter: t('syncAfter'),
    mergeRule: t('mergeRule'),
    planSyncRule: t('planSyncRule'),
    teamSyncRule: t('teamSyncRule'),
    noSync: t('noSync'),
    server: {
      signInToSync: t('signInToSync'),
      confirmEmpty: t('confirmEmpty'),
      emptied: t('emptied'),
      signedInAs: s('signedInAs', 'name'),
      accountRoster: getPluralForms(locale, 'player', 'accountRoster'),
      nothingYet: t('nothingYet'),
      emptyAccount: t('emptyAccount'),
      loading: t('loading'),
    },
  };
}

export type YourDataLabels = ReturnType<typeof yourDataLabels>;

/** The Intl tag a page's dates are written with in the browser. */

/** The roster's words (roster page, the character page's roster box), `{slots}` filled in the browser. */
export function rosterLabels(locale: SiteLocale) {
  const t = getT(locale, 'roster');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  return {
    dateLocale: locale === 'en' ? undefined : intlTags[locale],
    storageError: s('storageError', 'error'),
    loading: t('loading'),
    tooBig: s('tooBig', 'kb'),
    imported: s('imported', 'count', 'file'),
    importedTeams: s('importedTeams', 'count', 'teams', 'file'),
    owned: t('owned'),
    characterToAdd: t('characterToAdd'),
    choose: t('choose'),
    add: t('add'),
    emptyBefore: t('emptyBefore'),
    emptyLink: t('emptyLink'),
    emptyAfter: t('emptyAfter'),
    colCharacter: t('colCharacter'),
    colFields: t('colFields'),
    remove: t('remove'),
    gone: s('gone', 'name'),
    removeName: s('removeName', 'name'),
    fileTitle: t('fileTitle'),
    fileLead: t('fileLead'),
    notImported: t('notImported'),
    export: t('export'),
    import: t('import'),
    fileLabel: t('fileLabel'),
    confirmClear: t('confirmClear'),
    clear: t('clear'),
    syncTitle: t('syncTitle'),
    syncOn: t('syncOn'),
    mergeRule: getT(locale, 'player')('mergeRule'),
    syncOff: t('syncOff'),
    seeBefore: t('seeBefore'),
    seeLink: t('seeLink'),
    seeAfter: t('seeAfter'),
    fields: {
      level: t('level'),
      rank: t('rank'),
      build: t('build'),
      levelOf: s('levelOf', 'name'),
      rankOf: s('rankOf', 'name'),
      buildOf: s('buildOf', 'name'),
      noBuild: t('noBuild'),
    },
    snapshots: {
      title: t('snapshotsTitle'),
      lead: s('snapshotsLead', 'limit'),
      none: t('noSnapshots'),
      reasons: {
        import: t('beforeImport'),
        sync: t('beforeSync'),
        restore: t('beforeRestore'),
        clear: t('beforeClear'),
      },
      characters: getPluralForms(locale, 'roster', 'characters'),
      restore: t('restore'),
    },
  };
}

export type RosterLabels = ReturnType<typeof rosterLabels>;

/** "Changes for you": its words and the day format of the page's language. */
export function changesLabels(locale: SiteLocale) {
  const t = getT(locale, 'changes');
  return {
    modes: terms(locale, 'gameModes'),
    dateLocale: locale === 'en' ? undefined : intlTags[locale],
    loadFailed: t('loadFailed'),
    loading: t('loading'),
    show: t('show'),
    sinceVisit: t('sinceVisit', { day: '{day}' }),
    fromVersion: t('fromVersion', { version: '{version}' }),
    modesLegend: t('modesLegend'),
    markRead: t('markRead'),
    nothingBefore: t('nothingBefore'),
    nothingLink: t('nothingLink'),
    nothingAfter: t('nothingAfter'),
    noneInSpan: t('noneInSpan'),
    listLabel: t('listLabel'),
    feedBefore: t('feedBefore'),
    feedLink: t('feedLink'),
    feedAfter: t('feedAfter'),
    item: {
      reasons: {
        owned: t('reasonOwned'),
        team: t('reasonTeam'),
        kit: t('reasonKit'),
        tier: t('reasonTier'),
        plan: t('reasonPlan'),
      },
      historyOf: t('historyOf', { name: '{name}' }),
      words: changeItemWords(locale),
    },
  };
}

export type ChangesLabels = ReturnType<typeof changesLabels>;
