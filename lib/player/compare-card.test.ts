import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareCardFigures, compareCardLevel } from './compare-card';
import { compareHref, compareImageHref } from './compare';

// Aurelia Vance as the sample content has her: the figures below are worked out by hand from
// base + growth × (level − 1), times 1 + rankBonus × (rank − 1), rounded.
const aurelia = JSON.parse(
  readFileSync(path.join(__dirname, '../../content/characters/aurelia-vance.json'), 'utf8'),
) as Parameters<typeof compareCardFigures>[0];

describe('compare share card', () => {
  it('draws the stats at the level and rank asked for, not at max', () => {
    expect(compareCardFigures(aurelia, { level: 40, rank: 3 })).toEqual([
      ['HP', 4677],
      ['Attack', 348],
      ['Defense', 425],
      ['Speed', 122],
    ]);
    expect(compareCardLevel({ level: 40, rank: 3 })).toBe('Lv 40 · Rank 3');
  });

  it('draws max level and rank when the link names none (the page’s default)', () => {
    expect(compareCardFigures(aurelia, { level: 60, rank: 6 })[0]).toEqual(['HP', 7844]);
  });
});

describe('compare links', () => {
  it('carry level and rank into the page and its share image, unless they are the defaults', () => {
    const ids = ['ashby-thorne', 'aurelia-vance'];
    expect(compareHref(ids, { level: 40, rank: 3 })).toBe(
      '/compare?ids=ashby-thorne,aurelia-vance&level=40&rank=3',
    );
    expect(compareImageHref(ids, { level: 40, rank: 3 })).toBe(
      '/compare/image?ids=ashby-thorne,aurelia-vance&level=40&rank=3',
    );
    expect(compareImageHref(ids, { level: 60, rank: 6 })).toBe(
      '/compare/image?ids=ashby-thorne,aurelia-vance',
    );
    expect(compareHref(ids)).toBe('/compare?ids=ashby-thorne,aurelia-vance');
  });
});
