export interface RarityStarsProps {
  rarity: number;
  className?: string;
  /** How it is read out in the page's language ("5-star", "★5", "5 estrellas"). */
  label: string;
}

/** A character's rarity as stars, read out in the page's language ("5-star"). */
export function RarityStars({ rarity, className, label }: RarityStarsProps) {
  return (
    <span className={`lf-stars ${className ?? ''}`} role="img" aria-label={label} title={label}>
      {'★'.repeat(rarity)}
    </span>
  );
}
