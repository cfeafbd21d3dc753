import { ogFonts } from './fonts';

describe('ogFonts', () => {
  it.each(['en', 'es'] as const)(
    'leaves %s images in the default font of next/og, as before',
    async (locale) => {
      expect(await ogFonts(locale)).toBeUndefined();
    },
  );

  it('gives Japanese images the Latin face first and the Japanese subset after it, read once', async () => {
    const fonts = await ogFonts('ja');
    expect(fonts?.map((font) => font.name)).toEqual(['geist', 'Noto Sans JP']);
    expect(await ogFonts('ja')).toBe(fonts);
  });
});
