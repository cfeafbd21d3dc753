import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { shareImage, shareImageSize, type ShareCard } from '@/components/character/share-image';
import type { HistoryEntry } from '@/lib/content';
import { entityHref, type DetailKind } from '@/lib/kinds/registry';
import { getEntityHistory } from '@/lib/queries/history';
import { readIds } from '@/lib/queries/read';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { currentLocale, inLocale } from '@/lib/i18n/current';
import { isSiteLocale, type SiteLocale } from '@/lib/i18n/locales';
import { ogLabels, type OgLabels } from '@/lib/og/labels';

interface Params {
  params: Promise<{ id: string; locale?: string }>;
}

/**
 * A kind's page per document, declared once: what it reads, how it is described to search
 * engines, what it shows, and its share image. detailPages turns it into the exports of the
 * route files (`page.tsx` and `opengraph-image.tsx` under app/(detail)/<segment>/[id]/).
 */
export interface DetailDeclaration<D, C> {
  kind: DetailKind;
  /**
   * The page's data in the page's language, or null when there is no such document. A load that
   * is one cached entry takes the locale as an argument (a cached function cannot read the route);
   * one made of ./read's reads is localized by them.
   */
  load: (id: string, locale: SiteLocale) => Promise<D | null>;
  /** The page's title and description in its language (`locale`). */
  describe: (
    data: D,
    locale: SiteLocale,
  ) => { title: string; description: string; type: 'article' | 'profile' };
  render: (data: D) => ReactNode;
  /**
   * The share image: its alt text in the page's locale (from the page's data, which the page's
   * request has read already), what the image reads (lighter than the page), and its card, whose
   * fixed words come from the image's locale's labels.
   */
  image: {
    alt: (data: D, locale: SiteLocale) => string;
    load: (id: string) => Promise<C | null>;
    card: (data: C, labels: OgLabels) => ShareCard;
  };
}

export function detailPages<D, C>(declared: DetailDeclaration<D, C>) {
  // Once per request: the page and its metadata read the same data.
  const load = cache(declared.load);
  const found = async <T,>(
    read: (id: string, locale: SiteLocale) => Promise<T | null>,
    { params }: Params,
  ): Promise<T> => {
    const data = await read((await params).id, await currentLocale());
    if (!data) notFound();
    return data;
  };

  return {
    /** Every document is prerendered at build; one added later renders on its first request. */
    generateStaticParams: () => readIds(declared.kind),
    async generateMetadata(props: Params): Promise<Metadata> {
      const data = await found(load, props);
      const { id } = await props.params;
      return pageMetadata({
        ...declared.describe(data, await currentLocale()),
        path: entityHref(declared.kind, id),
        ownImage: true,
      });
    },
    Page: async (props: Params) => declared.render(await found(load, props)),
    image: {
      /**
       * The image's alt text in its locale, for og:image:alt and twitter:image:alt (a static `alt`
       * export could only be English). Next then serves the image at `…/opengraph-image-<hash>/card`.
       */
      generateImageMetadata: async ({ params }: { params: { id: string; locale?: string } }) => {
        const { id, locale } = await params;
        const site = isSiteLocale(locale) ? locale : 'en';
        // The page's own read (once per request), not the image's: a page names its image's alt.
        const data = await inLocale(site, () => load(id, site));
        if (!data) return [];
        return [
          { id: 'card', alt: declared.image.alt(data, site), size: shareImageSize, contentType: 'image/png' },
        ];
      },
      /** An image route is no page: it names its locale from its own params (lib/i18n/current.ts). */
      Image: async (props: Params) => {
        const { locale } = await props.params;
        const site = isSiteLocale(locale) ? locale : 'en';
        return inLocale(site, async () =>
          shareImage(declared.image.card(await found(declared.image.load, props), ogLabels[site]), site),
        );
      },
    },
  };
}

/** A page's data that is its document and the document's history, read together. */
export function withEntityHistory<D>(
  kind: DetailKind,
  read: (id: string) => Promise<D | null>,
): (id: string) => Promise<{ doc: D; history: HistoryEntry[] } | null> {
  return async (id) => {
    const [doc, history] = await Promise.all([read(id), getEntityHistory(kind, id)]);
    return doc ? { doc, history } : null;
  };
}
