/** Paths that are not pages: files (/sitemap.xml, /feed.xml), the API, lists' JSON documents (in any language). */
const NOT_A_PAGE = /^\/(?:[a-z]{2}\/)?(api|lists)\/|\.[a-z0-9]+$/i;

/** The page an anchor leads to, when it is a page of this site that the router can show. */
export function pageOf(target: EventTarget | null): { url: URL; link: HTMLAnchorElement } | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || NOT_A_PAGE.test(url.pathname)) return undefined;
  return { url, link };
}
