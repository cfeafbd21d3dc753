import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { entityHref } from '@/lib/kinds/registry';
import { breakdownParts } from '@/lib/teams';
import type { getCuratedTeams } from '@/lib/queries/teams';
import { SynergyBreakdown } from './synergy-breakdown';

export interface CuratedTeamsProps {
  modes: Awaited<ReturnType<typeof getCuratedTeams>>['modes'];
  effects: Readonly<Record<string, string>>;
}

/** The curated teams, per mode: members with their jobs, why the team works, and its synergy breakdown. */
export function CuratedTeams({ modes, effects }: CuratedTeamsProps) {
  return (
    <div className="d-flex flex-column gap-4">
      {modes.map(({ mode, teams }) => (
        <section key={mode.id} aria-labelledby={`mode-${mode.id}`}>
          <h2 id={`mode-${mode.id}`} className="h4">
            {mode.name}
          </h2>
          <p className="text-body-secondary small">
            Squads of {mode.squadSize}. <Link href={entityHref('modes', mode.id)}>Rules and threats</Link>
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
                      report={{ total: team.synergy.total, violations: team.synergy.violations, parts: breakdownParts(team.synergy) }}
                      uncovered={team.synergy.uncovered.map((e) => effects[e] ?? e)}
                    />
                    <p className="small text-body-secondary mt-2 mb-0">Verified for {team.verified.version}.</p>
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
