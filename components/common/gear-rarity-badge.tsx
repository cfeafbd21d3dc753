import { useLocale } from '#i18n/use-locale';
import { term } from '@/lib/i18n/terms';
import { gearRarityColors } from './game-style';

/** Coloured badge naming a gear rarity (common … mythic). */
export function GearRarityBadge({ rarity }: { rarity: string }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: gearRarityColors[rarity] ?? '#495057' }}>
      {term(useLocale(), 'gearRarities', rarity)}
    </span>
  );
}
