import { gearRarityColors, titleCase } from './game-style';

/**
 * Coloured badge naming a gear rarity (common … mythic): `label` in the page's language from a
 * server parent (the catalog's gearRarities); drawn in the browser without one, it says the id.
 */
export function GearRarityBadge({ rarity, label }: { rarity: string; label?: string }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: gearRarityColors[rarity] ?? '#495057' }}>
      {label ?? titleCase(rarity)}
    </span>
  );
}
