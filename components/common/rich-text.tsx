import Link from '@/components/common/page-link';
import { Fragment } from 'react';
import { EFFECT_MARKER } from '@/lib/content/common';
import { titleCase } from './game-style';

export interface RichTextProps {
  text: string;
  /** Effect id → display name; unknown ids fall back to the id in title case. */
  effectNames?: Readonly<Record<string, string>>;
  className?: string;
  as?: 'p' | 'span' | 'div';
}

/** Renders prose, turning `[[effect-id]]` and `[[relation:effect-id]]` markers into links to `/effects#effect-id`. */
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
  return (
    <Tag className={className}>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </Tag>
  );
}
