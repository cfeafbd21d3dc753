import { decodeTeamCode, encodeTeamCode, TEAM_CODE_MAX, teamSharePath } from './team-code';

describe('team share codes', () => {
  it.each([
    [{ mode: 'arena', members: ['keel', 'maren-ashdown', 'ione'] }, 'arena.keel.maren-ashdown.ione'],
    [{ mode: 'boss', members: ['keel'], label: 'Back line' }, 'boss.keel~QmFjayBsaW5l'],
  ])('encodes %j readably and decodes it back', (team, code) => {
    expect(encodeTeamCode(team)).toBe(code);
    expect(decodeTeamCode(code)).toEqual({ ok: true, team });
  });

  it('keeps a label in any script, cleaned of extra spaces, and drops an empty one', () => {
    const code = encodeTeamCode({ mode: 'story', members: ['keel'], label: '  Équipe   de  l’aube ✦ ' });
    expect(decodeTeamCode(code)).toEqual({
      ok: true,
      team: { mode: 'story', members: ['keel'], label: 'Équipe de l’aube ✦' },
    });
    expect(teamSharePath({ mode: 'story', members: ['keel'], label: '   ' })).toBe('/teams/story.keel');
  });

  it.each([
    ['no members', 'arena', /names no members/],
    ['an empty mode', '.keel', /"" is not a game mode id/],
    ['a mode with capitals', 'Arena.keel', /"Arena" is not a game mode id/],
    ['an id with a space', 'arena.keel.bad id', /"bad id" is not a character id/],
    ['an empty id', 'arena.keel..ione', /"" is not a character id/],
    ['a member twice', 'arena.keel.ione.keel', /"keel" is in the team twice/],
    [
      'nine members',
      `arena.${Array.from({ length: 9 }, (_, i) => `c${i}`).join('.')}`,
      /9 members; a squad has at most 8/,
    ],
    ['two labels', 'arena.keel~QQ~QQ', /more than one "~"/],
    ['a label that is not base64url', 'arena.keel~*!', /not valid base64url/],
    ['a label that is not UTF-8', 'arena.keel~_w', /not valid base64url/],
    ['a label of spaces', `arena.keel~${Buffer.from('  ').toString('base64url')}`, /1 to 40 characters/],
    [
      'a label too long',
      `arena.keel~${Buffer.from('x'.repeat(41)).toString('base64url')}`,
      /1 to 40 characters/,
    ],
    ['a code too long', `arena.${'k'.repeat(TEAM_CODE_MAX)}`, new RegExp(`at most ${TEAM_CODE_MAX}`)],
  ])('refuses %s and says why', (_, code, message) => {
    const result = decodeTeamCode(code);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
