import { decodeRoster, encodeRoster, ROSTER_CODE_MAX, RosterCodeError } from './roster-code';

describe('roster codes', () => {
  it('round-trips owned characters and their plans', () => {
    const roster = {
      owned: ['aurelia-vance', 'keel', 'mira'],
      plans: { 'aurelia-vance': '1203', mira: '3' },
    };
    const code = encodeRoster(roster);
    expect(code).toBe('aurelia-vance~1203.keel.mira~3');
    expect(decodeRoster(code)).toEqual(roster);
  });

  it('leaves out a plan with no picks', () => {
    expect(encodeRoster({ owned: ['keel'], plans: { keel: '0' } })).toBe('keel');
  });

  it.each([
    ['', /empty/],
    ['x'.repeat(ROSTER_CODE_MAX + 1), /2001 characters long; at most 2000/],
    ['Keel', /"Keel" is not a character id/],
    ['keel..mira', /"" is not a character id/],
    ['keel~14', /plan code of "keel"/],
    ['keel~1~2', /plan code of "keel"/],
    ['keel.keel', /"keel" is listed twice/],
    ['<script>', /not a character id/],
  ])('refuses %j, naming the problem', (code, message) => {
    expect(() => decodeRoster(code)).toThrow(RosterCodeError);
    expect(() => decodeRoster(code)).toThrow(message);
  });
});
