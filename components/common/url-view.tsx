'use client';

import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';

export interface UrlViewProps {
  /** Renders the view for a URL's search params; `live` is false for the server's canonical HTML. */
  children: (params: URLSearchParams, live: boolean) => ReactNode;
}

/**
 * A view of a static page that follows the URL's query. The server (and a visitor without
 * JavaScript) gets the canonical view, with no query; in the browser the view reads the URL, so
 * the page stays one cacheable document however many query strings point at it.
 */
export function UrlView({ children }: UrlViewProps) {
  return (
    <Suspense fallback={children(new URLSearchParams(), false)}>
      <Live>{children}</Live>
    </Suspense>
  );
}

function Live({ children }: UrlViewProps) {
  return children(new URLSearchParams(useSearchParams().toString()), true);
}

/** Replaces the URL's query without a server round trip; Next's useSearchParams follows it. */
export function replaceQuery(query: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}
