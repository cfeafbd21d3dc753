import { ImageResponse } from 'next/og';
import type { NextRequest } from 'next/server';
import { shareFrame, shareImageSize } from '@/components/character/share-image';
import { elementColors } from '@/components/common/game-style';
import { siteConfig } from '@/lib/config/site';
import { parseLevelRank } from '@/components/character/level-rank';
import type { CompareAt } from '@/lib/player/compare';
import { compareCardFigures, compareCardLevel } from '@/lib/player/compare-card';
import { parseCompareIds } from '@/lib/player/compare-ids';
import { getComparison } from '@/lib/queries/compare';
import { pngBytes, pngResponse, type Png } from '@/lib/og/cached-png';
import { cacheScope } from '@/lib/queries/cache';
import { inLocale } from '@/lib/i18n/current';
import { isSiteLocale, type SiteLocale } from '@/lib/i18n/locales';
import { ogFonts } from '@/lib/og/fonts';

/**
 * The compare page's share image: each character's name and HP, attack, defense and speed at the
 * level and rank the URL names (the page's own defaults, max level and rank, when it names none),
 * so the image a link shares shows what the page it links shows.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: named } = await params;
  const locale = isSiteLocale(named) ? named : 'en';
  const query = request.nextUrl.searchParams;
  const parsed = parseCompareIds(query.get('ids') ?? undefined);
  const at = parseLevelRank({ level: query.get('level') ?? undefined, rank: query.get('rank') ?? undefined });
  if (!parsed.ok)
    return Response.json({ error: { code: 'bad_request', message: parsed.message } }, { status: 400 });
  // A route handler names its locale for the reads (lib/i18n/current.ts).
  const { rows } = await inLocale(locale, () => getComparison(parsed.ids));
  if (rows.length === 0) {
    return Response.json(
      { error: { code: 'not_found', message: 'None of those characters exist.' } },
      { status: 404 },
    );
  }
  const cards = rows.map(({ character: c }): CompareCard => ({
    id: c._id,
    name: c.name,
    line: `${c.rarity}-star ${c.class}`,
    accent: elementColors[c.element],
    stats: compareCardFigures(c, at),
  }));
  return pngResponse(await comparePng(cards, at, locale));
}

type CompareCard = { id: string; name: string; line: string; accent: string; stats: [string, number][] };

/** Drawn once per distinct set of cards and cached (lib/og/cached-png.ts). */
async function comparePng(cards: CompareCard[], at: CompareAt, locale: SiteLocale): Promise<Png> {
  'use cache';
  cacheScope([]);
  return pngBytes(
    new ImageResponse(
      <div style={shareFrame()}>
        <div style={{ display: 'flex', fontSize: 30, opacity: 0.9, marginBottom: 32 }}>
          {siteConfig.name} · compare · {compareCardLevel(at)}
        </div>
        <div style={{ display: 'flex', gap: 20, flexGrow: 1 }}>
          {cards.map((c) => (
            <div
              key={c.id}
              style={{
                display: 'flex',
                flexDirection: 'column',
                flex: 1,
                padding: 24,
                borderRadius: 16,
                backgroundImage: `linear-gradient(160deg, ${c.accent} 0%, #12121a 85%)`,
              }}
            >
              <div style={{ display: 'flex', fontSize: 44, fontWeight: 700 }}>{c.name}</div>
              <div style={{ display: 'flex', fontSize: 24, opacity: 0.85, marginBottom: 24 }}>{c.line}</div>
              {c.stats.map(([label, value]) => (
                <div key={label} style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28 }}>
                  <span style={{ opacity: 0.8 }}>{label}</span>
                  <span style={{ fontWeight: 700 }}>{value.toLocaleString('en-US')}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>,
      { ...shareImageSize, fonts: await ogFonts(locale) },
    ),
  );
}
