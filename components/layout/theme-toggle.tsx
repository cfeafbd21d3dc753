'use client';

import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/config/constants';
import { Icon } from '@/components/common/icon';
export type Theme = 'light' | 'dark';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

export interface ThemeToggleLabels {
  darkMode: string;
  switchToLight: string;
  switchToDark: string;
}

/**
 * Switches Bootstrap's colour mode (data-bs-theme on <html>) and remembers the choice. Its words
 * come translated from the navbar, so no catalog reaches the browser.
 */
export function ThemeToggle({ labels }: { labels: ThemeToggleLabels }) {
  const theme = useSyncExternalStore<Theme | null>(subscribe, currentTheme, () => null);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    document.documentElement.setAttribute('data-bs-theme', next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the switch still applies to this page view.
    }
  };

  // Null until hydrated: the switch works only from script, so until then it keeps its place but
  // is not shown, and a visitor without JavaScript never gets a button that does nothing.
  return (
    <button
      type="button"
      className={`btn btn-link nav-link px-lg-2${theme === null ? ' invisible' : ''}`}
      onClick={toggle}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      aria-label={labels.darkMode}
      title={next === 'light' ? labels.switchToLight : labels.switchToDark}
    >
      <Icon name={theme === 'dark' ? 'moon-stars-fill' : 'sun-fill'} />
      <span className="d-lg-none ms-1">{labels.darkMode}</span>
    </button>
  );
}
