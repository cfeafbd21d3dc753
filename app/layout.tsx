import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { JsonLd } from '@/components/common/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationLoader } from '@/components/layout/navigation-loader';
import { SiteNavbar } from '@/components/layout/site-navbar';
import { ThemeScript } from '@/components/layout/theme-script';
import { siteConfig } from '@/lib/config/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name} — ${siteConfig.gameName} wiki and database`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  keywords: [...siteConfig.keywords],
  applicationName: siteConfig.name,
  openGraph: {
    type: 'website',
    siteName: siteConfig.name,
    title: siteConfig.name,
    description: siteConfig.description,
    url: '/',
    locale: 'en_US',
  },
  twitter: { card: 'summary_large_image', title: siteConfig.name, description: siteConfig.description },
};

export const viewport: Viewport = {
  themeColor: '#212529',
  width: 'device-width',
  initialScale: 1,
};

const websiteJsonLd = {
  '@type': 'WebSite',
  name: siteConfig.name,
  url: siteConfig.url,
  description: siteConfig.description,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteConfig.url}/chars?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-bs-theme="light" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        <a
          href="#content"
          className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light"
        >
          Skip to content
        </a>
        <SiteNavbar />
        <main id="content" className="container-xl pt-4">
          {children}
        </main>
        <SiteFooter />
        <NavigationLoader />
        <JsonLd id="website" data={websiteJsonLd} />
      </body>
    </html>
  );
}
