import { MAX_LEVEL, MAX_RANK, statsAt } from './stats';

const character = {
  baseStats: { hp: 1000, atk: 100, def: 80, res: 60, spd: 90, crit: 5 },
  growth: { hp: 50, atk: 5, def: 4, res: 3, spd: 0.5, crit: 0.1 },
  rankBonus: 0.08,
};

describe('statsAt', () => {
  test('level 1, rank 1 is the base line', () => {
    expect(statsAt(character, 1, 1)).toEqual(character.baseStats);
  });

  test('growth per level above 1, then the rank bonus on everything', () => {
    // hp: (1000 + 50 * 9) * 1.16 = 1682; crit: (5 + 0.9) * 1.16 = 6.844 → 6.8
    expect(statsAt(character, 10, 3)).toEqual({ hp: 1682, atk: 168, def: 135, res: 101, spd: 110, crit: 6.8 });
  });

  test('level and rank are clamped to the game range and truncated', () => {
    expect(statsAt(character, 99, 9)).toEqual(statsAt(character, MAX_LEVEL, MAX_RANK));
    expect(statsAt(character, 0, 0)).toEqual(statsAt(character, 1, 1));
    expect(statsAt(character, 10.9, 3.7)).toEqual(statsAt(character, 10, 3));
  });
});
