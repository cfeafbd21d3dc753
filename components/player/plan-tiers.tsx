import { RichText } from '@/components/common/rich-text';
import type { PlanTierView } from '@/lib/player/plan-view';

/** A shared plan, tier by tier: the picked option and what it does, or "no pick". */
export function PlanTiers({ tiers }: { tiers: PlanTierView[] }) {
  return (
    <ol className="list-group mb-4">
      {tiers.map((t) => (
        <li key={t.tier} className="list-group-item" data-plan-tier={t.tier}>
          <div className="small text-body-secondary">
            Tier {t.tier} · unlocks at level {t.requiredLevel}
          </div>
          {t.picked ? (
            <>
              <div className="fw-semibold" data-picked={t.picked.id}>
                {t.picked.name}
              </div>
              <RichText as="p" className="small mb-0" text={t.picked.description} />
            </>
          ) : (
            <div className="text-body-secondary">No pick</div>
          )}
        </li>
      ))}
    </ol>
  );
}
