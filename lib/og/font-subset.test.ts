import { statSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { ogJapaneseTexts, type OgText } from './font-texts';
import { ogJapaneseFontFile } from './fonts';

function openSubset(): fontkit.Font {
  const font = fontkit.openSync(ogJapaneseFontFile);
  if ('fonts' in font) throw new Error(`${ogJapaneseFontFile} is a collection, not a font`);
  return font;
}

const font = openSubset();

/** Each character of the texts that the subset has no glyph for, as a line naming where it is drawn. */
function missingGlyphs(texts: OgText[]): string[] {
  return texts.flatMap(({ file, field, text }) =>
    [...new Set(text)]
      .filter((char) => !/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!))
      .map(
        (char) =>
          `${file} ${field} "${text}": "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
      ),
  );
}

describe('the Japanese share-image font subset', () => {
  const texts = ogJapaneseTexts();

  it('has a glyph for every character a Japanese share image draws (else run npm run og:font)', () => {
    expect(missingGlyphs(texts)).toEqual([]);
  });

  it('reads the drawn fields of the Japanese content and the ja labels', () => {
    expect(texts).toContainEqual({
      file: 'content/i18n/ja/characters/ashby-thorne.json',
      field: 'name',
      text: 'アシュビー',
    });
    expect(texts).toContainEqual({
      file: 'content/i18n/ja/characters/ashby-thorne.json',
      field: 'title',
      text: '微笑む負債',
    });
    expect(texts).toContainEqual({ file: 'lib/og/labels.ts', field: 'ja.plan.tier', text: 'ティア' });
    // A description is never drawn, so its characters need not be in the font.
    expect(texts.some((t) => t.field === 'description')).toBe(false);
  });

  it('names the file, field and character of a text the font cannot draw', () => {
    const text = { file: 'content/i18n/ja/characters/x.json', field: 'name', text: 'ア鬱' };
    expect(missingGlyphs([text])).toEqual(['content/i18n/ja/characters/x.json name "ア鬱": "鬱" (U+9B31)']);
  });

  it('stays small enough to ship with every server', () => {
    expect(statSync(ogJapaneseFontFile).size).toBeLessThan(300_000);
  });
});
