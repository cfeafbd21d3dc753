import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageResponse } from 'next/og';
import type { SiteLocale } from '@/lib/i18n/locales';

/** The fonts an ImageResponse draws with (its `fonts` option). */
export type OgFonts = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>;

/** The Japanese subset that `npm run og:font` writes (lib/og/fonts/README.md). */
export const ogJapaneseFontFile = 'lib/og/fonts/NotoSansJP-og.otf';

/**
 * next/og's own Latin face, which it draws with when given no fonts. Listing it first keeps Latin
 * text in a Japanese image the same as in an English one.
 */
const latinFontFile = 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf';

// Read once per server process: every Japanese image after the first reuses the bytes.
let japaneseFonts: Promise<OgFonts> | undefined;

function loadJapaneseFonts(): Promise<OgFonts> {
  return Promise.all([
    readFile(join(process.cwd(), latinFontFile)),
    readFile(join(process.cwd(), ogJapaneseFontFile)),
  ]).then(([latin, japanese]) => [
    { name: 'geist', data: latin, weight: 400, style: 'normal' },
    // satori takes each glyph from the first font that has it, so kana and kanji come from here.
    { name: 'Noto Sans JP', data: japanese, weight: 400, style: 'normal' },
  ]);
}

/**
 * The fonts a share image in `locale` draws with: for Japanese, next/og's Latin face then the Noto
 * Sans JP subset; undefined (next/og's default, which covers English and Spanish) otherwise.
 */
export async function ogFonts(locale: SiteLocale): Promise<OgFonts | undefined> {
  if (locale !== 'ja') return undefined;
  japaneseFonts ??= loadJapaneseFonts().catch((error: unknown) => {
    japaneseFonts = undefined;
    throw error;
  });
  return japaneseFonts;
}
