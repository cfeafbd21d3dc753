import { gearRarityColors, titleCase } from './game-style';

/** Coloured badge naming a gear rarity (common … mythic). */
export function GearRarityBadge({ rarity }: { rarity: string }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: gearRarityColors[rarity] ?? '#495057' }}>
      {titleCase(rarity)}
    </span>
  );
}
