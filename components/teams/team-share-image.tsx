import { ImageResponse } from 'next/og';
import { shareFrame, shareImageSize } from '@/components/character/share-image';
import { elementColors } from '@/components/common/game-style';
import { siteConfig } from '@/lib/config/site';
import type { SiteLocale } from '@/lib/i18n/locales';
import { pngBytes, pngResponse, type Png } from '@/lib/og/cached-png';
import { ogFonts } from '@/lib/og/fonts';
import { ogLabels } from '@/lib/og/labels';
import { cacheScope } from '@/lib/queries/cache';
import type { SharedTeamView } from '@/lib/queries/shared-team';

type Team = Extract<SharedTeamView, { ok: true }>;

interface TeamCard {
  title: string;
  /** The line above the title: the mode and the score. */
  heading: string;
  members: { id: string; name: string; line: string; accent: string }[];
  /** The best parts of the score, in words. */
  parts: { label: string; points: number }[];
}

/**
 * A shared team's 1200×630 image: its members and the top parts of its score, with the team read in
 * `locale` and the words around it from lib/og/labels.ts. Drawn once per team and locale and cached.
 */
export async function teamShareImage(team: Team, locale: SiteLocale): Promise<Response> {
  const labels = ogLabels[locale];
  const card: TeamCard = {
    title: team.label ?? labels.team.untitled(team.mode.name),
    heading: labels.team.heading(team.mode.name, team.report.total),
    members: team.members.map((m) => ({
      id: m.id,
      name: m.name,
      line: labels.line(labels.rarity(m.rarity), labels.roles[m.role]),
      accent: elementColors[m.element],
    })),
    parts: [...team.report.parts]
      .sort((a, b) => b.points - a.points)
      .slice(0, 3)
      .map(({ label, points }) => ({ label, points })),
  };
  return pngResponse(await teamSharePng(card, locale));
}

async function teamSharePng(card: TeamCard, locale: SiteLocale): Promise<Png> {
  'use cache';
  cacheScope([]);
  return pngBytes(
    new ImageResponse(
      <div style={shareFrame()}>
        <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>
          {siteConfig.name} · {card.heading}
        </div>
        <div style={{ display: 'flex', fontSize: 60, fontWeight: 700, marginTop: 8, marginBottom: 24 }}>
          {card.title}
        </div>
        <div style={{ display: 'flex', gap: 16, marginBottom: 28 }}>
          {card.members.map((m) => (
            <div
              key={m.id}
              style={{
                display: 'flex',
                flexDirection: 'column',
                flex: 1,
                padding: 18,
                borderRadius: 14,
                backgroundImage: `linear-gradient(160deg, ${m.accent} 0%, #12121a 90%)`,
              }}
            >
              <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>{m.name}</div>
              <div style={{ display: 'flex', fontSize: 22, opacity: 0.85 }}>{m.line}</div>
            </div>
          ))}
        </div>
        {card.parts.map((p, i) => (
          <div key={i} style={{ display: 'flex', fontSize: 24, marginBottom: 8 }}>
            <span style={{ fontWeight: 700, marginRight: 12 }}>
              {p.points > 0 ? `+${p.points}` : p.points}
            </span>
            <span style={{ opacity: 0.9 }}>{p.label.length > 80 ? `${p.label.slice(0, 79)}…` : p.label}</span>
          </div>
        ))}
      </div>,
      { ...shareImageSize, fonts: await ogFonts(locale) },
    ),
  );
}
