import { damerau } from './damerau';
import { foldTerm, indexKey, longEnough, nameWords, searchWords, typoBudget, wordsContaining } from './text';

describe('folding a word per script', () => {
  it.each([
    ['Aurélia', 'aurelia'],
    ['ENERGÍA', 'energia'],
    ['Señales', 'senales'],
    ['Ｔａｎｋ', 'tank'],
    ['アシュビー', 'あしゅびー'],
    ['ｱｼｭﾋﾞｰ', 'あしゅびー'],
    ['ヴァンス', 'ゔぁんす'],
    // Voicing marks are not accents: が stays が, ぱ stays ぱ.
    ['ガパ', 'がぱ'],
    ['灯芯剣', '灯芯剣'],
    ['wickblade', 'wickblade'],
  ])('%s → %s', (word, folded) => {
    expect(foldTerm(word)).toBe(folded);
    expect(foldTerm(folded)).toBe(folded);
  });

  it('folds every plain word as lower case only, as the English index always has', () => {
    for (const word of ['Thorne', 'anti-heal', 'X', 'Level 30'])
      expect(foldTerm(word)).toBe(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  });

  it('splits a Japanese name at its dot, and also keeps it run together', () => {
    expect(searchWords('アウレリア・ヴァンス')).toEqual(['あうれりあ', 'ゔぁんす']);
    expect(nameWords('アウレリア・ヴァンス')).toEqual(['あうれりあ', 'ゔぁんす', 'あうれりあゔぁんす']);
    expect(nameWords('Aurelia Vance')).toEqual(['aurelia', 'vance']);
  });
});

describe('what a query word may match', () => {
  it.each([
    ['a', false],
    ['ab', true],
    ['あ', false],
    ['剣', true],
    ['あし', true],
  ])('%s is long enough to search: %s', (term, expected) => {
    expect(longEnough(term)).toBe(expected);
  });

  it.each([
    ['tank', 1],
    ['aurelai', 2],
    ['けすとれる', 0],
    ['灯芯剣の薙ぎ払い', 0],
  ])('%s may be %i edits off', (term, budget) => {
    expect(typoBudget(term)).toBe(budget);
  });

  it('finds a Japanese word inside the index words, not at their start (a prefix search does that)', () => {
    const vocabulary = ['最後の点灯人', '点灯人の誓い', '灯芯剣', 'あしゅびー', 'lamplighter'];
    expect(wordsContaining(vocabulary, '点灯')).toEqual(['最後の点灯人']);
    expect(wordsContaining(vocabulary, '剣')).toEqual(['灯芯剣']);
    expect(wordsContaining(vocabulary, '鍵')).toEqual([]);
    expect(wordsContaining(vocabulary, '芯')).toEqual(['灯芯剣']);
    expect(wordsContaining(vocabulary, 'ligh')).toEqual([]);
    expect(wordsContaining(vocabulary, 'あ')).toEqual([]);
  });

  it('keys a Japanese word so that its prefixes stay prefixes, and leaves other words alone', () => {
    expect(indexKey('灯芯剣').startsWith(indexKey('灯'))).toBe(true);
    expect(indexKey('灯芯剣').startsWith(indexKey('灯芯'))).toBe(true);
    expect(indexKey('灯芯剣').startsWith(indexKey('芯'))).toBe(false);
    expect(indexKey('あしゅびー')).not.toBe(indexKey('いしゅびー'));
    expect(indexKey('wickblade')).toBe('wickblade');
    // Different first characters never share a key's start beyond their hex digits.
    expect(damerau(indexKey('灯'), indexKey('火'))).toBeGreaterThan(0);
  });
});
