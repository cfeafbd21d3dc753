import type { Metadata } from 'next';
import { SearchForm } from '@/components/common/search-form';
import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { sections } from '@/lib/config/site';
import { siteSocial } from '@/lib/seo/page-metadata';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
  openGraph: { ...siteSocial.openGraph, type: 'website', title: 'Page not found' },
  twitter: { ...siteSocial.twitter, title: 'Page not found' },
};

/**
 * Next places this page's element in every page's RSC payload (twice: the root layout's boundary
 * and the route group's), so it is rendered and sent with every page, not only on a 404. It stays
 * small: a compact list of the sections rather than home's cards, which every page's HTML would
 * carry (the 150 KB HTML budget).
 */
export default function NotFound() {
  return (
    <section className="py-4">
      <h1 className="h2">
        <Icon name="signpost-split" className="me-2" />
        Page not found
      </h1>
      <p className="lead">
        The lantern light doesn&apos;t reach this page. It may have moved, or the link has a typo.
      </p>
      <div className="my-4 lf-narrow">
        <SearchForm />
      </div>
      <h2 className="h5 mb-3">Browse the codex</h2>
      <ul className="list-inline">
        {sections.map((s) => (
          <li key={s.href} className="list-inline-item me-3 mb-2">
            <Link href={s.href}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
