// No zod here: the list pages' compare selection imports this module into the browser.

/** How many characters the compare page shows side by side. */
export const COMPARE_LIMIT = 4;

/** The compare page's URL for these ids. */
export const compareHref = (ids: readonly string[]) => `/compare?ids=${ids.join(',')}`;
