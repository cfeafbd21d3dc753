import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { entityHref } from '@/lib/kinds/registry';
import { breakdownParts } from '@/lib/teams';
import type { getCuratedTeams } from '@/lib/queries/teams';
import { SynergyBreakdown } from './synergy-breakdown';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { teamsLabels } from './teams-labels';

export interface CuratedTeamsProps {
  modes: Awaited<ReturnType<typeof getCuratedTeams>>['modes'];
  effects: Readonly<Record<string, string>>;
}

/** The curated teams, per mode: members with their jobs, why the team works, and its synergy breakdown. */
export function CuratedTeams({ modes, effects }: CuratedTeamsProps) {
  const locale = useLocale();
  const t = getT(locale, 'teams');
  const all = teamsLabels(locale);
  // Only what the breakdown says: each word sent is in the page's payload.
  const labels = {
    synergy: all.synergy,
    sumOfParts: all.sumOfParts,
    breaksRules: all.breaksRules,
    pairs: all.pairs,
    conflicts: all.conflicts,
    threatsCovered: all.threatsCovered,
    rolesElements: all.rolesElements,
    notCovered: all.notCovered,
  };
  return (
    <div className="d-flex flex-column gap-4">
      {modes.map(({ mode, teams }) => (
        <section key={mode.id} aria-labelledby={`mode-${mode.id}`}>
          <h2 id={`mode-${mode.id}`} className="h4">
            {/* The mode's own name ("Boss raids"), as its page in the language says it. */}
            {mode.name}
          </h2>
          <p className="text-body-secondary small">
            {t('squadsOf', { size: mode.squadSize })}{' '}
            <Link href={entityHref('modes', mode.id)}>{t('rulesLink')}</Link>
          </p>
          <div className="row row-cols-1 row-cols-xl-2 g-3">
            {teams.map((team) => (
              <div key={team._id} className="col">
                <article id={team._id} className="card h-100" aria-labelledby={`team-${team._id}`}>
                  <div className="card-body">
                    <h3 id={`team-${team._id}`} className="h5 card-title">
                      {team.name}
                    </h3>
                    <RichText as="p" text={team.overview} effectNames={effects} />
                    <ul className="mb-3">
                      {team.members.map((m) => (
                        <li key={m.character}>
                          <Link href={entityHref('characters', m.character)}>{m.name}</Link>: {m.note}
                        </li>
                      ))}
                    </ul>
                    <SynergyBreakdown
                      // Only what the breakdown draws: each field sent is in the page's payload.
                      report={{
                        total: team.synergy.total,
                        violations: team.synergy.violations,
                        parts: breakdownParts(team.synergy),
                      }}
                      uncovered={team.synergy.uncovered.map((e) => effects[e] ?? e)}
                      labels={labels}
                    />
                    <p className="small text-body-secondary mt-2 mb-0">
                      {t('verifiedFor', { version: team.verified.version })}
                    </p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
