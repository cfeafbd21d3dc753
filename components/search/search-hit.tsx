import type { SearchHit } from '@/lib/search/types';

/**
 * A result's text: its name, the alias it was found by, and its one-line detail. `alsoKnownAs` is
 * the alias's words in the page's language, with `{alias}` where it goes.
 */
export function SearchHitLabel({
  hit,
  alsoKnownAs = ' (also known as {alias})',
}: {
  hit: SearchHit;
  alsoKnownAs?: string;
}) {
  return (
    <>
      <span className="fw-semibold">{hit.name}</span>
      {hit.alias && (
        <span className="text-body-secondary">{alsoKnownAs.replace('{alias}', () => hit.alias!)}</span>
      )}
      <span className="d-block small text-body-secondary text-capitalize">{hit.detail}</span>
    </>
  );
}
