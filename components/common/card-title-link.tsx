import Link from '@/components/common/page-link';

export interface CardTitleLinkProps {
  /** The heading level, as the page's outline needs it. */
  as: 'h2' | 'h3';
  className: string;
  href: string;
  /** Drawn in the heading before the link, outside its accessible name (an icon). */
  icon?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A card's title as the link to its page. The link is stretched over the card, so the whole card
 * is the click target while the link's accessible name stays just the title.
 */
export function CardTitleLink({ as: Heading, className, href, icon, children }: CardTitleLinkProps) {
  return (
    <Heading className={className}>
      {icon}
      <Link href={href} className="stretched-link">
        {children}
      </Link>
    </Heading>
  );
}
