'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (public/sw.js, built from offline/service-worker.ts by
 * `npm run build`) once the page has loaded, so it never competes with the first visit.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
