import { shareImage, shareImageSize } from '@/components/character/share-image';
import { siteConfig } from '@/lib/config/site';
import { isSiteLocale } from '@/lib/i18n/locales';
import { ogLabels } from '@/lib/og/labels';
import { defaultShareImage } from '@/lib/seo/page-metadata';

// Next reads a static alt here; the pages name this image themselves, with the alt in their language.
export const alt = defaultShareImage('en').alt;
export const size = shareImageSize;
export const contentType = 'image/png';

/** The share preview for every page without its own (home and the lists), in the page's language. No store access. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: named } = await params;
  const locale = isSiteLocale(named) ? named : 'en';
  const { home } = ogLabels[locale];
  return shareImage(
    {
      eyebrow: home.eyebrow,
      title: siteConfig.name,
      subtitle: home.subtitle,
      accent: '#b7791f',
      facts: home.facts,
    },
    locale,
  );
}
