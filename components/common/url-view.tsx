'use client';

import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';

/** Dispatched by replaceQuery with the new query, for every UrlView on the page. */
const QUERY_EVENT = 'lf:query';

export interface UrlViewProps {
  /** Renders the view for a URL's search params; `live` is false for the server's canonical HTML. */
  children: (params: URLSearchParams, live: boolean) => ReactNode;
}

/**
 * A view of a static page that follows the URL's query. The server (and a visitor without
 * JavaScript) gets the canonical view, with no query; in the browser the view reads the URL, so
 * the page stays one cacheable document however many query strings point at it.
 *
 * The URL is read only after hydration (by QueryTracker, rendered once hydration is over): a
 * useSearchParams in the first render would make the prerender stop at a Suspense boundary,
 * and the browser would then throw the server's HTML of the whole view away and render it again.
 * This way the server HTML is hydrated as it is, and only a URL with a query re-renders.
 */
export function UrlView({ children }: UrlViewProps) {
  const [query, setQuery] = useState<string | null>(null);
  // A change made here (replaceQuery) applies in the same event, so a switch or a select shows
  // its new value at once; Next's useSearchParams, which follows in a transition, then agrees.
  useEffect(() => {
    const onReplace = (event: Event) => setQuery((event as CustomEvent<string>).detail);
    window.addEventListener(QUERY_EVENT, onReplace);
    return () => window.removeEventListener(QUERY_EVENT, onReplace);
  }, []);
  return (
    <>
      {children(new URLSearchParams(query ?? ''), query !== null)}
      <QueryTracker onQuery={setQuery} />
    </>
  );
}

function QueryTracker({ onQuery }: { onQuery: (query: string) => void }) {
  // False while hydrating the server's HTML (and on the server), true from then on.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  return hydrated ? (
    <Suspense fallback={null}>
      <Track onQuery={onQuery} />
    </Suspense>
  ) : null;
}

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

function Track({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  // In a transition: going live renders every view on the page again (a character page's planner
  // builds its whole live form), and React then works in slices of a few milliseconds between
  // which the browser can paint and answer input, rather than in one long task. Next's own
  // navigations (Back to another query) arrive in a transition too.
  useEffect(() => startTransition(() => onQuery(query)), [query, onQuery]);
  return null;
}

/** Replaces the URL's query without a server round trip; Next's useSearchParams follows it. */
export function replaceQuery(query: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  window.dispatchEvent(new CustomEvent(QUERY_EVENT, { detail: query }));
}

/** Sets (or, with null, removes) one query parameter and keeps the others. */
export function setQueryParam(name: string, value: string | null): void {
  const params = new URLSearchParams(window.location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  replaceQuery(params.toString());
}
