import type { PluralForms } from '@/lib/i18n/plural';
import type { Character, InteractionRelation } from '@/lib/content';

type Role = Character['role'];

/**
 * The words a synergy report is written in: templates with `{slots}` (lib/i18n/fill.ts), made from
 * the catalog's `synergy` namespace on the server (components/teams/teams-labels.ts) and handed to
 * the model wherever it runs, the team builder in the browser included. Browser-safe.
 */
export interface SynergyWords {
  /** "{name}'s {sources}": a member and the sources of theirs a part names. */
  whose: string;
  /** "{effect} ← {appliers} → {bonus}", and the same for an effect put on allies. */
  pair: string;
  pairOnAllies: string;
  /** "{effect} competed for: {remover} removes it, which {needer} needs". */
  conflict: string;
  /** "{name}'s {element} hits {targets}" and each target "{enemy} (+{amount}% damage taken)". */
  element: string;
  weakTarget: string;
  /** "{effect} (from {from}) covered for allies ← {uses}", or only for the bearer; each use "{whose} ({relations})". */
  coverTeam: string;
  coverSelf: string;
  coverUse: string;
  /** "{count}: {roles}", the count written by the plural forms `roles` ("2 roles"). */
  rolesLine: string;
  roles: PluralForms;
  /** Broken rules: "{mode} squads have {size} members (this one has {count})", … */
  squadSize: string;
  twice: string;
  unknown: string;
  elementAtMost: string;
  rolesAtLeast: string;
  rolesAtMost: string;
  /** How lists join: ", ", "; " and the last of a choice (" or "). */
  comma: string;
  semicolon: string;
  or: string;
  /** The relations the model reads (a team edge's `r`). */
  relations: Record<Exclude<InteractionRelation, 'extends' | 'spreads'>, string>;
  /** Empty in English, which writes the ids ("tank", "frost"). */
  roleNames: Partial<Record<Role, string>>;
  elementNames: Partial<Record<string, string>>;
}

/**
 * English, for the model's callers with no page (the API, the benchmark, its tests); a page passes
 * its language's. A jest test holds it equal to the catalog's.
 */
export const englishSynergyWords: SynergyWords = {
  whose: "{name}'s {sources}",
  pair: '{effect} ← {appliers} → {bonus}',
  pairOnAllies: '{effect} on allies ← {appliers} → {bonus}',
  conflict: '{effect} competed for: {remover} removes it, which {needer} needs',
  element: "{name}'s {element} hits {targets}",
  weakTarget: '{enemy} (+{amount}% damage taken)',
  coverTeam: '{effect} (from {from}) covered for allies ← {uses}',
  coverSelf: '{effect} (from {from}) covered only for the bearer ← {uses}',
  coverUse: '{whose} ({relations})',
  rolesLine: '{count}: {roles}',
  roles: { locale: 'en', forms: { one: '# role', other: '# roles' } },
  squadSize: '{mode} squads have {size} members (this one has {count})',
  twice: '{id} is in the squad twice',
  unknown: 'Unknown character "{id}"',
  elementAtMost: 'At most {count} {element} members (has {has})',
  rolesAtLeast: 'Needs at least {count} {roles} (has {has})',
  rolesAtMost: 'At most {count} {roles} (has {has})',
  comma: ', ',
  semicolon: '; ',
  or: ' or ',
  relations: {
    applies: 'applies',
    removes: 'removes',
    prevents: 'prevents',
    resists: 'resists',
    benefits: 'benefits',
  },
  roleNames: {},
  elementNames: {},
};
