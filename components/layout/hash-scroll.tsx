'use client';

import { useEffect } from 'react';

/** When, after the first load, the deep link's target is checked again (ms). */
const CHECKS_MS = [0, 100, 300, 600, 1000, 2000, 3500];

/**
 * Keeps a deep link (/skills#cinder-waltz) on its target through the first load. The browser
 * scrolls once, as the HTML arrives; hydration and streamed content can then move the target or
 * replace it, so the target is brought back into view a few times while the page settles, until
 * the visitor scrolls, taps or types.
 */
export function HashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stop = () => {
      timers.forEach(clearTimeout);
      for (const type of interactions) window.removeEventListener(type, stop);
    };
    const check = () => {
      const target = document.getElementById(id);
      if (!target) return;
      // Where the browser puts it: below the root's scroll padding (the navbar) and its own margin.
      const margin =
        (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
        (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
      if (Math.abs(target.getBoundingClientRect().top - margin) > 2) target.scrollIntoView();
    };
    for (const ms of CHECKS_MS) timers.push(setTimeout(check, ms));
    timers.push(setTimeout(stop, CHECKS_MS.at(-1)! + 1));
    for (const type of interactions) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, []);
  return null;
}

const interactions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
