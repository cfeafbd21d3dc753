import Link from '@/components/common/page-link';
import { EFFECT_MARKER } from '@/lib/content/effect-marker';
import { titleCase } from './game-style';

export interface RichTextProps {
  text: string;
  /** Effect id → display name; unknown ids fall back to the id in title case. */
  effectNames?: Readonly<Record<string, string>>;
  className?: string;
  as?: 'p' | 'span' | 'div';
}

/**
 * Renders prose, turning `[[effect-id]]` and `[[relation:effect-id]]` markers into links to
 * `/effects#effect-id`. A marker only links: what the text does to the effect is its structured
 * data, shown as badges that link to the effect's own page. The pieces are the element's children as they are: strings need no key
 * (each link has its own), and a keyed fragment around every piece would add to the RSC payload
 * of every page with many texts (the tier list most).
 */
export function RichText({ text, effectNames, className, as: Tag = 'span' }: RichTextProps) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EFFECT_MARKER)) {
    const id = match[2]!;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={`${id}-${match.index}`} href={`/effects#${id}`} className="lf-effect-link">
        {effectNames?.[id] ?? titleCase(id)}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Tag className={className}>{parts}</Tag>;
}
