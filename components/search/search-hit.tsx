import type { SearchHit } from '@/lib/search/types';

/** A result's text: its name, the alias it was found by, and its one-line detail. */
export function SearchHitLabel({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="fw-semibold">{hit.name}</span>
      {hit.alias && <span className="text-body-secondary"> (also known as {hit.alias})</span>}
      <span className="d-block small text-body-secondary text-capitalize">{hit.detail}</span>
    </>
  );
}
