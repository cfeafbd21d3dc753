/**
 * The languages the content is translated into (English is its own), in a module of their own:
 * the browser's links read them (lib/i18n/locales.ts) without the translation declarations.
 */
export const locales = ['ja', 'es'] as const;
export type Locale = (typeof locales)[number];

export const localeNames: Record<Locale, string> = { ja: '日本語', es: 'Español' };
