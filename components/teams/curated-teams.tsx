import Link from '@/components/common/page-link';
import { markedEffects } from '@/lib/content';
import { entityHref } from '@/lib/kinds/registry';
import { compactBreakdown } from '@/lib/teams';
import type { getCuratedTeams } from '@/lib/queries/teams';
import { CuratedTeamCard, type CuratedTeamWords } from './curated-team-card';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { teamsLabels } from './teams-labels';

export interface CuratedTeamsProps {
  modes: Awaited<ReturnType<typeof getCuratedTeams>>['modes'];
  effects: Readonly<Record<string, string>>;
}

/** The curated teams, per mode (each team's card drawn from its fields: CuratedTeamCard). */
export function CuratedTeams({ modes, effects }: CuratedTeamsProps) {
  const locale = useLocale();
  const t = getT(locale, 'teams');
  const all = teamsLabels(locale);
  // Only what the breakdown says: each word sent is in the page's payload.
  const words: CuratedTeamWords = {
    labels: {
      synergy: all.synergy,
      sumOfParts: all.sumOfParts,
      breaksRules: all.breaksRules,
      pairs: all.pairs,
      conflicts: all.conflicts,
      threatsCovered: all.threatsCovered,
      rolesElements: all.rolesElements,
      notCovered: all.notCovered,
    },
    verifiedFor: t('verifiedFor', { version: '{version}' }),
  };
  // The names of the effects the overviews link, once for every card.
  const named = new Set(markedEffects(modes.flatMap(({ teams }) => teams.map((team) => team.overview))));
  const linked = Object.fromEntries(Object.entries(effects).filter(([id]) => named.has(id)));
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
                <CuratedTeamCard
                  team={{
                    _id: team._id,
                    name: team.name,
                    overview: team.overview,
                    members: team.members.map(({ character, name, note }) => ({
                      href: entityHref('characters', character),
                      name,
                      note,
                    })),
                    // Only what the breakdown draws: each field sent is in the page's payload.
                    report: {
                      total: team.synergy.total,
                      violations: team.synergy.violations,
                      ...compactBreakdown(team.synergy),
                    },
                    uncovered: team.synergy.uncovered.map((e) => effects[e] ?? e),
                    version: team.verified.version,
                  }}
                  effects={linked}
                  words={words}
                />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
