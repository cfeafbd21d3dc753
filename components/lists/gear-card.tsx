import type { IconName } from '@/lib/config/icon-names';
import Link from '@/components/common/page-link';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import type { Gear } from '@/lib/content';
import type { GearCard as GearCardData } from '@/lib/queries/gears';
import { fill } from '@/lib/i18n/fill';
import type { GearCardWords } from '@/lib/i18n/words';
import { StatList } from './stat-list';
import { Icon } from '@/components/common/icon';

const slotIcons: Record<Gear['slot'], IconName> = {
  weapon: 'hammer',
  armor: 'shield',
  accessory: 'gem',
  relic: 'hourglass-split',
};

/** A gear card linking to the piece's page, in the words of the page's language. */
export function GearCard({ gear: g, words }: { gear: GearCardData; words: GearCardWords }) {
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
          <GearRarityBadge rarity={g.rarity} label={words.gearRarities[g.rarity]} />
        </div>
        <p className="small text-body-secondary mb-2">
          {words.gearSlots[g.slot]}
          {g.set && ` · ${fill(words.gearSet, { set: g.set })}`}
        </p>
        <StatList stats={g.stats} labels={words.stats} />
        <p className="small mb-0">
          <span className="fw-semibold">{g.passive.name}</span>
        </p>
      </div>
    </article>
  );
}

/** A gear list's card, from the list's data (lib/queries/gears.ts). */
export function gearListCard(g: GearCardData, { words }: { words: GearCardWords }) {
  return <GearCard gear={g} words={words} />;
}
