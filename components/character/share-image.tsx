import type { CSSProperties } from 'react';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/config/site';
import type { SiteLocale } from '@/lib/i18n/locales';
import { pngBytes, pngResponse, type Png } from '@/lib/og/cached-png';
import { ogFonts, type OgFonts } from '@/lib/og/fonts';
import { cacheScope } from '@/lib/queries/cache';

/** Size of every generated share image (the Open Graph recommendation). */
export const shareImageSize = { width: 1200, height: 630 };

export interface ShareCard {
  /** Small line above the title, e.g. "5-star flame vanguard". */
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** Accent colour for the gradient and the badge. */
  accent: string;
  /** Up to six label/value pairs shown as tiles. */
  facts: [string, string][];
}

/**
 * The box every share image draws in: a full-size column of white text on the site's dark
 * backdrop, with a gradient from the entity's accent colour when it has one.
 */
export function shareFrame(accent?: string, padding = 56): CSSProperties {
  return {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    padding,
    color: '#ffffff',
    fontFamily: 'sans-serif',
    ...(accent
      ? { backgroundImage: `linear-gradient(135deg, ${accent} 0%, #12121a 70%)` }
      : { background: '#12121a' }),
  };
}

/**
 * A generated 1200×630 share image: site name, entity name and a row of facts, whose texts the
 * caller gives in `locale`, drawn in that locale's fonts (lib/og/fonts.ts). No external assets.
 * Drawn once per distinct card and locale and cached (lib/og/cached-png.ts).
 */
export async function shareImage(card: ShareCard, locale: SiteLocale): Promise<Response> {
  return pngResponse(await shareImagePng(card, locale));
}

async function shareImagePng(card: ShareCard, locale: SiteLocale): Promise<Png> {
  'use cache';
  cacheScope([]);
  return pngBytes(drawShareImage(card, await ogFonts(locale)));
}

/** A text's width in Latin letters: kana, kanji and other full-width characters are about two. */
function textWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
}

function drawShareImage(
  { eyebrow, title, subtitle, accent, facts }: ShareCard,
  fonts: OgFonts | undefined,
): ImageResponse {
  return new ImageResponse(
    <div style={{ ...shareFrame(accent, 64), justifyContent: 'space-between' }}>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, opacity: 0.9 }}>
        <div style={{ width: 22, height: 22, borderRadius: 11, background: '#f0b429', marginRight: 14 }} />
        {siteConfig.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 34, opacity: 0.85, textTransform: 'uppercase', letterSpacing: 2 }}>
          {eyebrow}
        </div>
        <div style={{ fontSize: textWidth(title) > 22 ? 76 : 96, fontWeight: 700, lineHeight: 1.05 }}>
          {title}
        </div>
        {subtitle && <div style={{ fontSize: 40, opacity: 0.9, marginTop: 8 }}>{subtitle}</div>}
      </div>
      {/* Chips wrap onto a second row rather than run off the right edge. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 18 }}>
        {facts.slice(0, 6).map(([label, value]) => (
          <div
            key={label}
            style={{
              display: 'flex',
              flexDirection: 'column',
              padding: '14px 22px',
              borderRadius: 14,
              background: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.25)',
            }}
          >
            <div style={{ fontSize: 22, opacity: 0.8 }}>{label}</div>
            <div style={{ fontSize: 34, fontWeight: 700 }}>{value}</div>
          </div>
        ))}
      </div>
    </div>,
    { ...shareImageSize, fonts },
  );
}
