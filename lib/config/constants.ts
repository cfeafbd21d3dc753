/**
 * The spec's constants and the keys the browser keeps, apart from the site config so that the
 * shell's client components load these few values without the menu and the kinds' declarations.
 */

/** The site's name, in every title. */
export const SITE_NAME = 'Lanternfall Codex';

/** Spec constant: a lazily loaded page still loading after this long shows an error with a retry. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

/** Spec constant: page transition and navbar collapse animation. */
export const TRANSITION_MS = 300;

/** Spec constants: spinner defaults. */
export const SPINNER_DEFAULTS = { size: 40, color: 'black', speed: 1.3 } as const;

/** Spec constants: responsive breakpoints (Bootstrap's defaults), in pixels. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** localStorage key of the visitor's colour mode; read by the inline head script before paint. */
export const THEME_STORAGE_KEY = 'lf-theme';
