// Imported from the config, not from the 'use client' toggle: a server component would get a
// client reference instead of the string.
import { THEME_STORAGE_KEY } from '@/lib/config/constants';
import { showUnseen, UNSEEN_STORAGE_KEY } from '@/lib/player/unseen';

/**
 * Runs before first paint so a remembered (or OS-preferred) dark mode never flashes light, and
 * the navbar shows the stored count of unseen changes for the player (lib/player/unseen.ts).
 */
const script = `(function(){try{var d=document.documentElement,t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-bs-theme',t);(${showUnseen.toString()})(d,Number(localStorage.getItem('${UNSEEN_STORAGE_KEY}'))||0)}catch(e){}})();`;

/** Inline script for <head> that sets data-bs-theme from localStorage. */
export function ThemeScript() {
  return <script id="theme-init" dangerouslySetInnerHTML={{ __html: script }} />;
}
