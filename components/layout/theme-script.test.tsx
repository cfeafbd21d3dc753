/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeScript } from './theme-script';

function runHeadScript() {
  const html = renderToStaticMarkup(<ThemeScript />);
  const code = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

describe('ThemeScript', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-bs-theme');
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  it('applies the remembered theme', () => {
    localStorage.setItem('lf-theme', 'dark');
    runHeadScript();
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
  });

  it('falls back to the OS preference', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    runHeadScript();
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
  });

  it('ignores junk in storage', () => {
    localStorage.setItem('lf-theme', '"><script>');
    runHeadScript();
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
  });
});
