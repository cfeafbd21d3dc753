import type { Metadata } from 'next';
import { SearchForm } from '@/components/common/search-form';
import { SectionGrid } from '@/components/common/section-grid';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="py-4">
      <h1 className="h2">
        <i className="bi bi-signpost-split me-2" aria-hidden="true" />
        Page not found
      </h1>
      <p className="lead">
        The lantern light doesn&apos;t reach this page. It may have moved, or the link has a typo.
      </p>
      <div className="my-4" style={{ maxWidth: 560 }}>
        <SearchForm label="Search characters" />
      </div>
      <h2 className="h5 mb-3">Browse the codex</h2>
      <SectionGrid />
    </section>
  );
}
