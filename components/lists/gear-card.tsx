import type { IconName } from '@/lib/config/icon-names';
import Link from '@/components/common/page-link';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import { titleCase } from '@/components/common/game-style';
import type { Gear } from '@/lib/content';
import type { GearCard as GearCardData } from '@/lib/queries/gears';
import { StatList } from './stat-list';
import { Icon } from '@/components/common/icon';

const slotIcons: Record<Gear['slot'], IconName> = {
  weapon: 'hammer',
  armor: 'shield',
  accessory: 'gem',
  relic: 'hourglass-split',
};

/** A gear card linking to the piece's page. */
export function GearCard({ gear: g }: { gear: GearCardData }) {
  return (
    <article className="card h-100 lf-card-link position-relative">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <h2 className="h6 card-title mb-1">
            <Icon name={slotIcons[g.slot]} className="me-1" />
            <Link href={`/gears/${g._id}`} className="stretched-link">
              {g.name}
            </Link>
          </h2>
          <GearRarityBadge rarity={g.rarity} />
        </div>
        <p className="small text-body-secondary mb-2">
          {titleCase(g.slot)}
          {g.set && ` · ${g.set} set`}
        </p>
        <StatList stats={g.stats} />
        <p className="small mb-0">
          <span className="fw-semibold">{g.passive.name}</span>
        </p>
      </div>
    </article>
  );
}

/** A gear list's card, from the list's data (lib/queries/gears.ts). */
export function gearListCard(g: GearCardData) {
  return <GearCard gear={g} />;
}
