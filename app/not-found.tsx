import type { Metadata } from 'next';
import { SearchForm } from '@/components/common/search-form';
import { SectionGrid } from '@/components/common/section-grid';
import { Icon } from '@/components/common/icon';
import { siteSocial } from '@/lib/seo/page-metadata';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
  openGraph: { ...siteSocial.openGraph, type: 'website', title: 'Page not found' },
  twitter: { ...siteSocial.twitter, title: 'Page not found' },
};

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
      <SectionGrid />
    </section>
  );
}
