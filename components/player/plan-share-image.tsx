import { ImageResponse } from 'next/og';
import { shareFrame, shareImageSize } from '@/components/character/share-image';
import { siteConfig } from '@/lib/config/site';
import type { PlanTierView } from '@/lib/player/plan-view';
import type { SiteLocale } from '@/lib/i18n/locales';
import { pngBytes, pngResponse, type Png } from '@/lib/og/cached-png';
import { ogFonts, type OgFonts } from '@/lib/og/fonts';
import { ogLabels, type OgLabels } from '@/lib/og/labels';
import { cacheScope } from '@/lib/queries/cache';

interface PlanCard {
  name: string;
  accent: string;
  tiers: PlanTierView[];
}

/**
 * A shared plan's 1200×630 image: the character and each tier's pick, in two columns, with names
 * the caller gives in `locale` and the words around them from lib/og/labels.ts. Drawn once per
 * distinct plan and locale and cached (lib/og/cached-png.ts).
 */
export async function planShareImage(card: PlanCard, locale: SiteLocale): Promise<Response> {
  return pngResponse(await planSharePng(card, locale));
}

async function planSharePng(card: PlanCard, locale: SiteLocale): Promise<Png> {
  'use cache';
  cacheScope([]);
  return pngBytes(drawPlanShareImage(card, ogLabels[locale], await ogFonts(locale)));
}

function drawPlanShareImage(
  { name, accent, tiers }: PlanCard,
  labels: OgLabels,
  fonts: OgFonts | undefined,
): ImageResponse {
  return new ImageResponse(
    <div style={shareFrame(accent)}>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>
        {siteConfig.name} · {labels.plan.heading}
      </div>
      <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, marginTop: 8, marginBottom: 24 }}>
        {name}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {tiers.map((t) => (
          <div
            key={t.tier}
            style={{
              display: 'flex',
              width: 530,
              padding: '8px 16px',
              borderRadius: 10,
              fontSize: 26,
              background: t.picked ? 'rgba(255,255,255,0.18)' : 'rgba(255,255,255,0.06)',
            }}
          >
            <span style={{ opacity: 0.75, marginRight: 12 }}>{labels.plan.tier(t.tier)}</span>
            <span style={{ fontWeight: 700 }}>{t.picked?.name ?? '—'}</span>
          </div>
        ))}
      </div>
    </div>,
    { ...shareImageSize, fonts },
  );
}
