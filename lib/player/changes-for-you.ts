// "Changes for you": the public changelog filtered by what a player cares about. Pure and
// browser-safe: the page and the home banner run it over /changes.json and what IndexedDB holds,
// the Atom feed over the same data and a roster decoded from its URL.
import type { gameModes } from '@/lib/content/common';
import { compareVersions } from '@/lib/content/version';
import { fill } from '@/lib/i18n/fill';
import type { Picks } from './plan';

type GameMode = (typeof gameModes)[number];

/** One line of a change in words (lib/format/change-words), with the raw keys of its path. */
export interface PublicLine {
  keys: string[];
  text: string;
}

/** One update of the public changelog, with its words made once on the server. */
export interface PublicChange {
  /** The history entry's _id. */
  id: string;
  collection: string;
  doc: string;
  name: string;
  version: string;
  time: string;
  note?: string;
  href: string;
  /** Where the document's history is shown. */
  historyHref: string;
  lines: PublicLine[];
}

/** What /changes.json holds: every recorded update, and what is needed to tell whom it touches. */
export interface ChangesData {
  /** A fingerprint of `changes`: another stamp, other changes. */
  stamp: string;
  /** Game versions with changes, newest first. */
  versions: string[];
  /** Each character's name, skills and traits (a skill's change touches the characters that have it). */
  characters: Record<string, { name: string; skills: string[]; traits: string[] }>;
  /** Each tier list's game mode. */
  tierModes: Record<string, GameMode>;
  /** Updates, newest first. */
  changes: PublicChange[];
}

/**
 * What a player cares about. Each source is one more input: characters owned, skill-tree plans
 * (character → picks), saved teams (member → the labels of the teams it is in).
 */
export interface Interests {
  owned: readonly string[];
  plans: Readonly<Record<string, Picks>>;
  /** Members of the player's saved teams, each with the labels of its teams. */
  teams: Readonly<Record<string, readonly string[]>>;
  /** Tier moves are shown for these modes only. */
  modes: readonly GameMode[];
}

/** Which changes to show: those after a last-seen marker, or those from a game version on. */
export type Since = { after: string } | { fromVersion: string };

/** Why a change is listed. */
export type Reason = 'owned' | 'team' | 'kit' | 'tier' | 'plan';

/**
 * Whom a change concerns, when that is not the changed document itself: the saved teams a unit is
 * in, or the fielded characters that have a changed skill or trait. The page says it in its
 * language ("Skill of Aurelia Vance").
 */
export interface ChangeAbout {
  kind: 'team' | 'skill' | 'trait';
  /** Team labels, or character names. */
  names: string[];
}

/** One line of a listed change; `picked` when it is about a skill-tree node the player's plan picked. */
export interface ChangeItemLine {
  text: string;
  picked?: true;
}

/** How a listed change's `about` and picked lines are said in a page's language (`{slots}` filled here). */
export interface ChangeItemWords {
  /** "Skill of {names}". */
  about: Record<ChangeAbout['kind'], string>;
  nameSeparator: string;
  /** "A node you picked changed: {line}". */
  pickedNode: string;
}

/** Whom a change concerns, in words: "Skill of Aurelia Vance". */
export function aboutText(about: ChangeAbout, words: ChangeItemWords): string {
  return fill(words.about[about.kind], { names: about.names.join(words.nameSeparator) });
}

/** A listed change's line in words, marked when the player's plan picked its node. */
export function lineText(line: ChangeItemLine, words: ChangeItemWords): string {
  return line.picked ? fill(words.pickedNode, { line: line.text }) : line.text;
}

/** One listed change: its words come from /changes.json in the page's language. */
export interface ChangeItem {
  id: string;
  reason: Reason;
  name: string;
  about?: ChangeAbout;
  version: string;
  time: string;
  note?: string;
  href: string;
  historyHref: string;
  lines: ChangeItemLine[];
}

/** True when a change falls in the chosen span. */
function inSpan(change: PublicChange, since: Since): boolean {
  return 'after' in since
    ? change.time > since.after
    : compareVersions(change.version, since.fromVersion) >= 0;
}

/** The item a change makes for these interests, or null when it touches none of them. */
function itemFor(data: ChangesData, interests: Interests, change: PublicChange): ChangeItem | null {
  const owned = new Set(interests.owned);
  // A unit the player owns or fields in a saved team: its kit and its tier moves touch them.
  const fielded = new Set([...interests.owned, ...Object.keys(interests.teams)]);
  const base = {
    id: change.id,
    name: change.name,
    version: change.version,
    time: change.time,
    href: change.href,
    historyHref: change.historyHref,
    ...(change.note ? { note: change.note } : {}),
  };
  const nameOf = (id: string) => data.characters[id]?.name ?? id;
  if (change.collection === 'characters') {
    const picked = new Set(Object.values(interests.plans[change.doc] ?? {}));
    const isPicked = (l: PublicLine) => l.keys[0] === 'skillTree' && l.keys.some((k) => picked.has(k));
    const words = (l: PublicLine): ChangeItemLine =>
      isPicked(l) ? { text: l.text, picked: true } : { text: l.text };
    if (owned.has(change.doc)) return { ...base, reason: 'owned', lines: change.lines.map(words) };
    const teams = interests.teams[change.doc];
    if (teams)
      return {
        ...base,
        reason: 'team',
        about: { kind: 'team', names: [...teams] },
        lines: change.lines.map(words),
      };
    const mine = change.lines.filter(isPicked);
    return mine.length > 0 ? { ...base, reason: 'plan', lines: mine.map(words) } : null;
  }
  if (change.collection === 'skills' || change.collection === 'traits') {
    const holders = [...fielded].filter((id) =>
      (change.collection === 'skills' ? data.characters[id]?.skills : data.characters[id]?.traits)?.includes(
        change.doc,
      ),
    );
    if (holders.length === 0) return null;
    return {
      ...base,
      reason: 'kit',
      about: { kind: change.collection === 'skills' ? 'skill' : 'trait', names: holders.map(nameOf) },
      lines: change.lines.map((l) => ({ text: l.text })),
    };
  }
  if (change.collection === 'tierlists') {
    const mode = data.tierModes[change.doc];
    if (!mode || !interests.modes.includes(mode)) return null;
    const moves = change.lines.filter((l) => l.keys[0] === 'tiers' && fielded.has(l.keys[1] ?? ''));
    if (moves.length === 0) return null;
    // The changed document is the mode's tier list, whose name says the mode.
    return { ...base, reason: 'tier', lines: moves.map((l) => ({ text: l.text })) };
  }
  return null;
}

/** The changes that touch the player, newest first, in the chosen span. */
export function changesForYou(data: ChangesData, interests: Interests, since: Since): ChangeItem[] {
  return data.changes.flatMap((c) => {
    const item = inSpan(c, since) ? itemFor(data, interests, c) : null;
    return item ? [item] : [];
  });
}

/** The span shown when the player has not chosen one: since the last visit, else the newest version. */
export function defaultSince(data: ChangesData, lastSeen: string | undefined): Since {
  if (lastSeen) return { after: lastSeen };
  return { fromVersion: data.versions[0] ?? '0.0' };
}

/** The marker "mark all as read" keeps: the time of the newest change there is. */
export function newestTime(data: ChangesData): string | undefined {
  return data.changes.reduce<string | undefined>(
    (max, c) => (!max || c.time > max ? c.time : max),
    undefined,
  );
}
