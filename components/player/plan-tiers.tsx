import { RichText } from '@/components/common/rich-text';
import type { PlanTierView } from '@/lib/player/plan-view';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** A shared plan, tier by tier: the picked option and what it does, or "no pick". */
export function PlanTiers({ tiers }: { tiers: PlanTierView[] }) {
  const t = getT(useLocale(), 'planner');
  return (
    <ol className="list-group mb-4">
      {tiers.map((tier) => (
        <li key={tier.tier} className="list-group-item" data-plan-tier={tier.tier}>
          <div className="small text-body-secondary">
            {t('tierUnlocks', { tier: tier.tier, level: tier.requiredLevel })}
          </div>
          {tier.picked ? (
            <>
              <div className="fw-semibold" data-picked={tier.picked.id}>
                {tier.picked.name}
              </div>
              <RichText as="p" className="small mb-0" text={tier.picked.description} />
            </>
          ) : (
            <div className="text-body-secondary">{t('noPick')}</div>
          )}
        </li>
      ))}
    </ol>
  );
}
