export interface RarityStarsProps {
  rarity: number;
  className?: string;
}

/** A character's rarity as stars, read out as "5-star". */
export function RarityStars({ rarity, className }: RarityStarsProps) {
  return (
    <span
      className={`lf-stars ${className ?? ''}`}
      role="img"
      aria-label={`${rarity}-star`}
      title={`${rarity}-star`}
    >
      {'★'.repeat(rarity)}
    </span>
  );
}
