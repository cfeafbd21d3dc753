import Link from '@/components/common/page-link';
import { ElementBadge } from '@/components/common/element-badge';
import { entityHref } from '@/lib/kinds/registry';
import { compactBreakdown } from '@/lib/teams';
import type { SharedTeamView } from '@/lib/queries/shared-team';
import { SynergyBreakdown } from './synergy-breakdown';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { teamsLabels } from './teams-labels';

/** A shared team on its own page, whole in the server's HTML: the members, then the synergy breakdown. */
export function SharedTeam({ team }: { team: Extract<SharedTeamView, { ok: true }> }) {
  const locale = useLocale();
  const t = getT(locale, 'teams');
  const labels = teamsLabels(locale);
  return (
    <div className="row g-4">
      <section className="col-lg-5" aria-labelledby="members-heading">
        <h2 id="members-heading" className="h4">
          {t('members')}
        </h2>
        <ol className="list-group list-group-numbered mb-3">
          {team.members.map((m) => (
            <li key={m.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <Link href={entityHref('characters', m.id)} className="me-auto">
                {m.name}
              </Link>
              <span className="text-body-secondary small text-capitalize">
                {locale === 'en' ? m.role : term(locale, 'roles', m.role)}
              </span>
              <ElementBadge element={m.element} label={term(locale, 'elements', m.element)} />
            </li>
          ))}
        </ol>
        <p className="text-body-secondary small">
          {t('slotsFilled', { count: team.members.length, size: team.mode.squadSize })}
        </p>
      </section>
      <section className="col-lg-7" aria-labelledby="synergy-heading" data-synergy-total={team.report.total}>
        <h2 id="synergy-heading" className="h4">
          {t('breakdownTitle')}
        </h2>
        <SynergyBreakdown
          report={{
            total: team.report.total,
            violations: team.report.violations,
            ...compactBreakdown(team.report),
          }}
          uncovered={team.report.uncovered.map((e) => team.effects[e] ?? e)}
          level={3}
          labels={{
            synergy: labels.synergy,
            sumOfParts: labels.sumOfParts,
            breaksRules: labels.breaksRules,
            pairs: labels.pairs,
            conflicts: labels.conflicts,
            threatsCovered: labels.threatsCovered,
            rolesElements: labels.rolesElements,
            notCovered: labels.notCovered,
          }}
        />
      </section>
    </div>
  );
}
