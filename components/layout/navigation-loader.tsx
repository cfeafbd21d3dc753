'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FullScreenLoader, type LoaderLabels } from '@/components/common/full-screen-loader';
import { pageOf } from './page-of';

/** A navigation that ends sooner than this shows no loader, so prefetched pages never flash it. */
const SHOW_AFTER_MS = 150;

/**
 * The full-screen loader for client navigations to another page (every page but home). Pages are
 * static and usually prefetched, so most navigations are instant; when one is not (a slow network,
 * a page not yet prefetched), the loader covers the old page until the new one arrives, whatever
 * route it goes to.
 */
export function NavigationLoader({ labels }: { labels: LoaderLabels }) {
  const pathname = usePathname();
  // The page a navigation left from: once the path changes, the loader is gone.
  const [leaving, setLeaving] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A new path ends the navigation; forgetting where it left from keeps a later return there
  // (the back button) from showing the loader again.
  const [shown, setShown] = useState(pathname);
  if (shown !== pathname) {
    setShown(pathname);
    setLeaving(undefined);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // A link to another page of the site, as ClientNavigation routes it (not a file, not another site).
      const url = pageOf(event.target)?.url;
      if (!url || url.pathname === window.location.pathname || url.pathname === '/') return;
      const from = window.location.pathname;
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setLeaving(window.location.pathname === from ? from : undefined),
        SHOW_AFTER_MS,
      );
    };
    // Capture phase: ClientNavigation prevents the default action of the clicks it routes.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer.current);
    };
  }, []);

  return leaving === pathname ? <FullScreenLoader labels={labels} /> : null;
}
