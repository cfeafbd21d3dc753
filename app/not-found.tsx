import { SITE_NAME } from '@/lib/config/constants';

/**
 * The boundary Next puts above the root layout (which is app/[locale]/layout.tsx, so none is
 * above it): every page's RSC payload carries it, and Next's own carries its whole inline
 * stylesheet. No visitor meets it: the proxy gives a path no route serves the 404
 * page in its language (app/[locale]/not-found.tsx), inside the site's layout.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>Page not found</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no layout, no router here */}
        <a href="/">{SITE_NAME}</a>
      </body>
    </html>
  );
}
