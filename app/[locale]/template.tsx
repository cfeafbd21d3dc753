'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { TRANSITION_MS } from '@/lib/config/constants';

/**
 * The specification's page transition: each page a client navigation opens fades in over 300 ms.
 * The wrapper stays mounted across navigations (Next keeps the layouts' elements and swaps the
 * page inside), so the fade is started, with the Web Animations API, when the path changes: the
 * commit that puts the new page on screen. The page a visit starts on is a document load, not a
 * transition: it paints at once, with nothing animating while it loads and hydrates (an opacity
 * animation of the whole page is composited every frame, on the CPU that is parsing and
 * hydrating it). A filter or a `#` link changes no path and does not fade.
 */
export default function Template({ children }: { children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // From 1%, not 0: what Chrome paints at opacity 0 is no contentful paint.
    page.current?.animate([{ opacity: 0.01 }, { opacity: 1 }], {
      duration: TRANSITION_MS,
      easing: 'ease-out',
    });
  }, [pathname]);
  return (
    <div ref={page} className="lf-page">
      {children}
    </div>
  );
}
