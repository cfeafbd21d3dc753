import { shareImage, shareImageSize } from '@/components/character/share-image';
import { siteConfig } from '@/lib/config/site';
import { defaultShareImage } from '@/lib/seo/page-metadata';

export const alt = defaultShareImage.alt;
export const size = shareImageSize;
export const contentType = 'image/png';

/** The share preview for every page without its own (home and the lists). No store access. */
export default function Image() {
  return shareImage({
    eyebrow: `${siteConfig.gameName} wiki and database`,
    title: siteConfig.name,
    subtitle: 'Character stats, skill tree recommendations, gear list and more',
    accent: '#b7791f',
    facts: [
      ['Characters', 'Stats & builds'],
      ['Skill trees', 'Picks per mode'],
      ['Gear', 'Sets & passives'],
      ['Events', 'Live countdowns'],
      ['Tier list', 'Story · Arena · Boss'],
    ],
  });
}
