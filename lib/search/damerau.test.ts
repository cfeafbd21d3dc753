import { damerau } from './damerau';

describe('damerau', () => {
  it.each([
    ['ashby', 'ashby', 0],
    ['asbhy', 'ashby', 1],
    ['aurelai', 'aurelia', 1],
    ['wikblade', 'wickblade', 1],
    ['fire', 'wire', 1],
    ['tank', 'bank', 1],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['flame', 'fire', 3],
  ])('%s → %s is %i edit(s)', (a, b, expected) => {
    expect(damerau(a, b)).toBe(expected);
    expect(damerau(b, a)).toBe(expected);
  });

  it('stops at the bound: anything farther reads as max + 1', () => {
    expect(damerau('wickblade', 'lantern', 1)).toBe(2);
    expect(damerau('ab', 'abcdef', 2)).toBe(3);
    expect(damerau('asbhy', 'ashby', 1)).toBe(1);
  });
});
