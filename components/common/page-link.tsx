import type { AnchorHTMLAttributes } from 'react';
import { useLocale } from '#i18n/use-locale';
import { localeHref } from '@/lib/i18n/locales';

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
 *
 * The href is a site path as English has it (`/chars/x`); the link goes to the same page in the
 * page's own language (`/ja/chars/x`), read from the route on the server and in the browser.
 */
export default function PageLink({ keepScroll, href, ...props }: PageLinkProps) {
  const localized = localeHref(href, useLocale());
  // The attribute only when set: an undefined prop would still be written into the RSC payload.
  return keepScroll ? (
    <a {...props} href={localized} data-keep-scroll="" />
  ) : (
    <a {...props} href={localized} />
  );
}
