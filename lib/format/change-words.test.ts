import { changeLines, entryLines, entryLinesWithMoves, formatValue } from './change-words';

describe('changeLines', () => {
  it('writes a stat as players say it, with thousands separators', () => {
    expect(changeLines({ path: 'baseStats.hp', before: 7844, after: 7990 }).map((l) => l.text)).toEqual([
      'base stats › HP: 7,844 → 7,990',
    ]);
  });

  it('compares a skill tree option by option, naming the node and keeping its id for plan matching', () => {
    const tree = (cooldown: number) => [
      {
        tier: 1,
        options: [
          { id: 'lamplighters-oath', name: "Lamplighter's Oath", cooldown },
          { id: 'wick', name: 'Wick', cooldown: 2 },
        ],
      },
    ];
    const [line, ...rest] = changeLines({ path: 'skillTree', before: tree(4), after: tree(3) });
    expect(rest).toEqual([]);
    expect(line!.text).toBe("skill tree › tier 1 › options › Lamplighter's Oath › cooldown: 4 → 3");
    expect(line!.keys).toContain('lamplighters-oath');
  });

  it('says a tier list change as moves, by name', () => {
    const tiers = (bram: string) => [
      { tier: 'S', entries: bram === 'S' ? [{ character: 'bram', reason: 'x' }] : [] },
      { tier: 'A', entries: bram === 'A' ? [{ character: 'bram', reason: 'x' }] : [] },
    ];
    const lines = entryLinesWithMoves(
      [{ path: 'tiers', before: tiers('S'), after: tiers('A') }],
      () => 'Bram',
    );
    expect(lines.map((l) => l.text)).toEqual(['Bram: S → A']);
  });

  it('leaves out the verified stamp and turns effect markers into names', () => {
    expect(
      entryLines([
        { path: 'verified.version', before: '2.5', after: '2.6' },
        { path: 'description', before: 'Applies [[burn]].', after: 'Applies [[applies:frost-bite]].' },
      ]).map((l) => l.text),
    ).toEqual(['description: Applies Burn. → Applies Frost Bite.']);
    expect(formatValue(undefined)).toBe('—');
  });
});
