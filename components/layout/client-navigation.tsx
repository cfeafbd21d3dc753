'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { pageOf } from './page-of';

/**
 * Client navigation for the site's links (PageLink, plain anchors): a click on a link to another
 * page of the site goes through Next's router, as a `<Link>` would, instead of loading the whole
 * page again (keeping the scroll position for a `data-keep-scroll` link); pointing at, touching
 * or focusing such a link prefetches its page first. A click with a
 * modifier key or another button, a link to another site, a file or the same page's anchor, and
 * any click that something else already handled (a `<Link>`, a toggle) are left to the browser.
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(offerPreferredLanguage, []);

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const page = pageOf(event.target);
      if (!page) return;
      const { url, link } = page;
      const here = window.location;
      // A language link (the footer's, to that language's home): the same page in that language,
      // with its filters and anchor (worked out by the lazily loaded language-offer module). Another
      // language has another root layout (`<html lang>`), so the browser loads it whole.
      if (link.hreflang) {
        event.preventDefault();
        void import('./language-offer').then(({ samePageIn }) =>
          here.assign(samePageIn(url.pathname) + here.search + here.hash),
        );
        return;
      }
      // Another anchor of the same page: the browser scrolls there by itself.
      if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash, { scroll: !('keepScroll' in link.dataset) });
    };
    const onIntent = (event: Event) => {
      const page = pageOf(event.target);
      const url = page?.url;
      if (!url || url.pathname === window.location.pathname || page.link.hreflang) return;
      const href = url.pathname + url.search;
      if (prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);

  return null;
}

/**
 * A first-time visitor whose browser prefers another language than the page's may be offered the
 * page in it (components/layout/language-offer.ts, which knows the site's languages and is loaded
 * only then); the language comes from the path alone, so nothing is ever redirected.
 */
function offerPreferredLanguage() {
  try {
    if (localStorage.getItem('lf-language-offer') !== null) return;
    if (navigator.language.startsWith(document.documentElement.lang)) return;
    void import('./language-offer').then(({ offerPreferred }) => offerPreferred());
  } catch {
    // No storage (a privacy mode): no offer rather than one on every page.
  }
}
