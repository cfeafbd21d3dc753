import type { AnchorHTMLAttributes } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Keep the scroll position when the page changes (tabs over the same content). */
  keepScroll?: boolean;
};

/**
 * A link to another page of the site, as a plain `<a>`: the layout's ClientNavigation routes its
 * clicks in the browser (no full reload, the loading overlay as with any client navigation) and
 * prefetches its page when it is pointed at, touched or focused. Next's `<Link>` is a client
 * component: a list or tier-list page held three hundred of them, each serialized into the page's
 * RSC payload, rendered on the server and hydrated with a prefetch observer of its own; and
 * with no `<Link>` left, its code (and its viewport prefetching) leaves every page's bundle.
 */
export default function PageLink({ keepScroll, ...props }: PageLinkProps) {
  // The attribute only when set: an undefined prop would still be written into the RSC payload.
  return keepScroll ? <a {...props} data-keep-scroll="" /> : <a {...props} />;
}
