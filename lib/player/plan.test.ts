import { decodePicks, encodePicks, togglePick, validPicks } from './plan';

const tree = [
  { tier: 2, options: [{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }] },
  { tier: 1, options: [{ id: 'a1' }, { id: 'a2' }] },
  { tier: 3, options: [{ id: 'c1' }, { id: 'c2' }] },
];

describe('share codes', () => {
  it.each([
    [{}, '0'],
    [{ 1: 'a2' }, '2'],
    [{ 1: 'a1', 2: 'b3', 3: 'c2' }, '132'],
    [{ 3: 'c1' }, '001'],
  ])('%j ⇄ %s, a digit per tier in tier order', (picks, code) => {
    expect(encodePicks(tree, picks)).toBe(code);
    expect(decodePicks(tree, code)).toEqual(picks);
  });

  it.each(['', '1234', '3', '13x', '-1', '1'.repeat(13)])(
    'refuses %j, which does not fit the tree',
    (code) => {
      expect(decodePicks(tree, code)).toBeNull();
    },
  );
});

describe('the tree’s rules', () => {
  it('allows one option per tier and clears a pick chosen again', () => {
    let picks = togglePick(tree, {}, 1, 'a1');
    picks = togglePick(tree, picks, 1, 'a2');
    expect(picks).toEqual({ 1: 'a2' });
    expect(togglePick(tree, picks, 1, 'a2')).toEqual({});
  });

  it('ignores an option from another tier or an unknown tier', () => {
    expect(togglePick(tree, {}, 1, 'b1')).toEqual({});
    expect(togglePick(tree, {}, 9, 'a1')).toEqual({});
  });

  it('keeps only the saved picks that still fit a changed tree', () => {
    expect(validPicks(tree, { 1: 'a1', 2: 'gone', 7: 'c1' })).toEqual({ 1: 'a1' });
  });
});
