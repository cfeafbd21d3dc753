import { JsonLdScript } from 'next-seo';

export interface JsonLdProps {
  /** A schema.org object; `@context` is added when missing. */
  data: Record<string, unknown>;
  /** Unique per page, e.g. "website" or "character". */
  id: string;
}

/** Structured data as a `<script type="application/ld+json">` (next-seo escapes it safely). */
export function JsonLd({ data, id }: JsonLdProps) {
  return (
    <JsonLdScript data={{ '@context': 'https://schema.org', ...data }} scriptKey={id} id={`jsonld-${id}`} />
  );
}
