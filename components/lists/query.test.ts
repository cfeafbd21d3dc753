import { allOf, compact, escapeRegex, oneOf, param, textMatch } from './query';

describe('list query helpers', () => {
  it.each([
    [{ q: '  mira ' }, 'mira'],
    [{ q: ['a', 'b'] }, 'a'],
    [{ q: '   ' }, undefined],
    [{}, undefined],
  ])('param(%j) is %j', (params, expected) => {
    expect(param(params, 'q')).toBe(expected);
  });

  it('accepts only known values', () => {
    expect(oneOf({ rarity: '5' }, 'rarity', [3, 4, 5])).toBe(5);
    expect(oneOf({ rarity: '9' }, 'rarity', [3, 4, 5])).toBeUndefined();
    expect(oneOf({ class: 'duelist' }, 'class', ['duelist', 'mystic'] as const)).toBe('duelist');
  });

  it('escapes regex input so it matches literally', () => {
    expect(escapeRegex('a.b*(c)')).toBe('a\\.b\\*\\(c\\)');
    expect(new RegExp(escapeRegex('[x]+')).test('[x]+')).toBe(true);
  });

  it('builds protocol filters', () => {
    expect(textMatch('Mi.', ['name'])).toEqual({ name: { $regex: 'Mi\\.', $options: 'i' } });
    expect(textMatch('x', ['name', 'title'])).toEqual({
      $or: [{ name: { $regex: 'x', $options: 'i' } }, { title: { $regex: 'x', $options: 'i' } }],
    });
    expect(textMatch(undefined, ['name'])).toEqual({});
    expect(compact({ rarity: 5, class: undefined })).toEqual({ rarity: 5 });
    expect(allOf({}, { a: 1 })).toEqual({ a: 1 });
    expect(allOf({ a: 1 }, { b: 2 })).toEqual({ $and: [{ a: 1 }, { b: 2 }] });
  });
});
