import { gearRarityColors, titleCase } from './game-style';

/** Coloured badge naming a gear rarity (common … mythic); `label` names it in the page's language. */
export function GearRarityBadge({ rarity, label }: { rarity: string; label?: string }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: gearRarityColors[rarity] ?? '#495057' }}>
      {label ?? titleCase(rarity)}
    </span>
  );
}
