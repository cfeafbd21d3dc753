/**
 * The share code of a team, the last segment of `/teams/{code}`: the mode and the members' ids
 * joined by dots, then, when the team has a label, `~` and the label as base64url UTF-8
 * (`arena.keel.maren-ashdown~QmFjayBsaW5l`). Readable where it can be, bounded everywhere, and
 * free of zod, since the builder in the browser encodes it. Whether the mode and the characters
 * exist is the share page's to check, against the content.
 */

/** A team as a share code carries it. */
export interface SharedTeam {
  mode: string;
  members: string[];
  label?: string;
}

export type TeamCodeResult = { ok: true; team: SharedTeam } | { ok: false; message: string };

/** No mode has a squad larger than this; a longer code is junk before any read. */
export const TEAM_CODE_MEMBERS = 8;
/** A saved team's label, as typed, is at most this many characters. */
export const TEAM_LABEL_MAX = 40;
/** The longest code: eight 64-character ids, a mode and a 40-character label fit well within. */
export const TEAM_CODE_MAX = 700;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A label as it is kept and shared: spaces collapsed, trimmed, at most TEAM_LABEL_MAX characters. */
export function cleanLabel(label: string): string {
  return [...label.replace(/\s+/g, ' ').trim()].slice(0, TEAM_LABEL_MAX).join('');
}

/** The share code of a team (members in the order given, the label cleaned, dropped when empty). */
export function encodeTeamCode(team: SharedTeam): string {
  const label = cleanLabel(team.label ?? '');
  const body = [team.mode, ...team.members].join('.');
  return label ? `${body}~${toBase64Url(label)}` : body;
}

/** The link a team is shared by, on this site. */
export function teamSharePath(team: SharedTeam): string {
  return `/teams/${encodeTeamCode(team)}`;
}

/**
 * The team a code stands for, or a message naming what is wrong with it (too long, no members,
 * an id that is not an id, a member twice, a label that does not decode).
 */
export function decodeTeamCode(code: string): TeamCodeResult {
  if (code.length > TEAM_CODE_MAX)
    return {
      ok: false,
      message: `The link's team code is ${code.length} characters; a team's is at most ${TEAM_CODE_MAX}.`,
    };
  const [body = '', encodedLabel, ...rest] = code.split('~');
  if (rest.length > 0)
    return { ok: false, message: 'The team code has more than one "~" (only the label follows one).' };
  const [mode = '', ...members] = body.split('.');
  if (!SLUG.test(mode)) return { ok: false, message: `"${mode.slice(0, 64)}" is not a game mode id.` };
  if (members.length === 0) return { ok: false, message: 'The team code names no members.' };
  if (members.length > TEAM_CODE_MEMBERS)
    return {
      ok: false,
      message: `The team code names ${members.length} members; a squad has at most ${TEAM_CODE_MEMBERS}.`,
    };
  const bad = members.find((id) => !SLUG.test(id) || id.length > 64);
  if (bad !== undefined) return { ok: false, message: `"${bad.slice(0, 64)}" is not a character id.` };
  const twice = members.find((id, i) => members.indexOf(id) !== i);
  if (twice !== undefined) return { ok: false, message: `"${twice}" is in the team twice.` };
  const team: SharedTeam = { mode, members };
  if (encodedLabel !== undefined) {
    const label = fromBase64Url(encodedLabel);
    if (label === null)
      return { ok: false, message: "The team's label in the code is not valid base64url text." };
    if (label !== cleanLabel(label) || label === '')
      return {
        ok: false,
        message: `The team's label must be 1 to ${TEAM_LABEL_MAX} characters without extra spaces.`,
      };
    team.label = label;
  }
  return { ok: true, team };
}
