import '../bootstrap.scss';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/common/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { ClientNavigation } from '@/components/layout/client-navigation';
import { HashScroll } from '@/components/layout/hash-scroll';
import { NavigationLoader } from '@/components/layout/navigation-loader';
import { getMessages, getT } from '@/lib/i18n/messages';
import { ServiceWorker } from '@/components/layout/service-worker';
import { SiteNavbar } from '@/components/layout/site-navbar';
import { ThemeScript } from '@/components/layout/theme-script';
import { siteConfig } from '@/lib/config/site';
import { siteWords } from '@/lib/seo/site-words';
import { siteSocial } from '@/lib/seo/page-metadata';
import { currentLocale } from '@/lib/i18n/current';
import { isSiteLocale, localeHref, siteLocales, type SiteLocale } from '@/lib/i18n/locales';

/** Every locale's pages are prerendered; the proxy gives an unknown first segment the 404 page. */
export function generateStaticParams() {
  return siteLocales.map((locale) => ({ locale }));
}

/**
 * Defaults for every page, in the page's locale; each page names its own title, canonical link,
 * language alternates and share tags (lib/seo).
 */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const { title, description, keywords } = siteWords(locale);
  const social = siteSocial(locale);
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: title, template: `%s | ${siteConfig.name}` },
    description,
    keywords,
    applicationName: siteConfig.name,
    openGraph: { ...social.openGraph, type: 'website', title: siteConfig.name, description },
    twitter: { ...social.twitter, title: siteConfig.name, description },
  };
}

export const viewport: Viewport = {
  themeColor: '#212529',
  width: 'device-width',
  initialScale: 1,
};

/** The site as search engines read it, in the page's language, with its search in that language. */
function websiteJsonLd(locale: SiteLocale) {
  return {
    '@type': 'WebSite',
    name: siteConfig.name,
    url: `${siteConfig.url}${localeHref('/', locale)}`,
    description: siteWords(locale).description,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteConfig.url}${localeHref('/search', locale)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export default async function RootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isSiteLocale(locale)) notFound();
  return (
    <html lang={locale} data-bs-theme="light" suppressHydrationWarning>
      <head>
        <ThemeScript />
        {/* Without JavaScript the navbar's toggler cannot open the menu, so the menu stays expanded;
            the navbar is then taller than the offset the page keeps for it, so it scrolls with
            the page instead of covering its top. */}
        <noscript
          dangerouslySetInnerHTML={{
            __html:
              '<style>.navbar-collapse.collapse{display:block}.navbar-toggler{display:none}' +
              '.navbar.fixed-top{position:static}body{padding-top:0}</style>',
          }}
        />
      </head>
      <body>
        <a
          href="#content"
          className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light"
        >
          {getT(locale, 'nav')('skipToContent')}
        </a>
        <SiteNavbar />
        <main id="content" className="container-xl pt-4">
          {children}
        </main>
        <SiteFooter />
        <NavigationLoader labels={getMessages(locale, 'loader')} />
        <ClientNavigation />
        <ServiceWorker />
        <HashScroll />
        <JsonLd id="website" data={websiteJsonLd(locale)} />
      </body>
    </html>
  );
}
