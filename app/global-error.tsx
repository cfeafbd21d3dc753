'use client';

import './bootstrap.scss';
import { SITE_NAME } from '@/lib/config/constants';

/**
 * What shows when the root layout itself fails, in place of every page: a rare last resort, and
 * a script every page loads, so it is the plainest message with a retry and a way home (the
 * error panel of a page, with its icons, is app/[locale]/error.tsx's).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{`Error | ${SITE_NAME}`}</title>
        <main className="container py-5 text-center" role="alert">
          <h1 className="h3">This page could not be loaded</h1>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => retry()}>
              Try again
            </button>{' '}
            {/* A whole load: the root layout failed, so no client navigation is left to trust. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn btn-outline-secondary">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
