import { isSiteLocale, localeHref, localeOfPath, unlocalizedPath } from './locales';

describe('site locales in paths', () => {
  it('reads the locale from the first segment only', () => {
    expect(localeOfPath('/ja/chars/aurelia-vance')).toBe('ja');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/chars/jade')).toBe('en');
    expect(localeOfPath('/japan')).toBe('en');
  });

  it('strips the prefix, keeping query and hash', () => {
    expect(unlocalizedPath('/ja/chars?element=fire')).toBe('/chars?element=fire');
    expect(unlocalizedPath('/ja')).toBe('/');
    expect(unlocalizedPath('/es?q=x')).toBe('/?q=x');
    expect(unlocalizedPath('/chars')).toBe('/chars');
  });

  it('localizes site paths and leaves the rest', () => {
    expect(localeHref('/chars/x', 'ja')).toBe('/ja/chars/x');
    expect(localeHref('/', 'es')).toBe('/es');
    expect(localeHref('/?q=1', 'es')).toBe('/es?q=1');
    expect(localeHref('/ja/chars', 'es')).toBe('/es/chars');
    expect(localeHref('/ja/chars', 'en')).toBe('/chars');
    expect(localeHref('/api/functions', 'ja')).toBe('/api/functions');
    expect(localeHref('https://example.com/', 'ja')).toBe('https://example.com/');
    expect(localeHref('#top', 'ja')).toBe('#top');
    expect(isSiteLocale('fr')).toBe(false);
  });
});
