// Imported from the config, not from the 'use client' toggle: a server component would get a
// client reference instead of the string.
import { THEME_STORAGE_KEY } from '@/lib/config/constants';

/** Runs before first paint so a remembered (or OS-preferred) dark mode never flashes light. */
const script = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-bs-theme',t)}catch(e){}})();`;

/** Inline script for <head> that sets data-bs-theme from localStorage. */
export function ThemeScript() {
  return <script id="theme-init" dangerouslySetInnerHTML={{ __html: script }} />;
}
