import Link from '@/components/common/page-link';
import { EnglishMark, isEnglish } from '@/components/common/english-mark';
import { RichText } from '@/components/common/rich-text';
import { getT } from '@/lib/i18n/messages';
import { useLocale } from '#i18n/use-locale';
import { entityHref } from '@/lib/kinds/registry';
import { breakdownParts } from '@/lib/teams';
import type { getCuratedTeamsInPageLocale } from '@/lib/queries/teams';
import { SynergyBreakdown, SynergyLabelsProvider } from './synergy-breakdown';

export interface CuratedTeamsProps {
  modes: Awaited<ReturnType<typeof getCuratedTeamsInPageLocale>>['modes'];
  effects: Readonly<Record<string, string>>;
}

/**
 * The curated teams, per mode: members with their jobs, why the team works, and its synergy
 * breakdown; in the page's language (a text still in English is marked), but for the breakdown's
 * parts, which the synergy model words in English.
 */
export function CuratedTeams({ modes, effects }: CuratedTeamsProps) {
  const locale = useLocale();
  const t = getT(locale, 'teams');
  const s = getT(locale, 'synergy');
  const untranslated = getT(locale, 'cards')('untranslated');
  // Only a text still in English gets an element of its own (lang and its mark): the page writes
  // every element twice, in its HTML and in its payload.
  const shown = (team: object, field: string, text: React.ReactNode) =>
    isEnglish(team, field) ? (
      <span lang="en">
        {text}
        <EnglishMark title={untranslated} />
      </span>
    ) : (
      text
    );
  return (
    // The breakdowns' words, once for every team (each breakdown is drawn in the browser).
    <SynergyLabelsProvider
      labels={{
        total: s('total', { total: '{total}' }),
        sumOfParts: s('sumOfParts'),
        breaks: s('breaks', { violations: '{violations}' }),
        pairs: s('pairs'),
        conflicts: s('conflicts'),
        covered: s('covered'),
        rolesElements: s('rolesElements'),
        notCovered: s('notCovered', { effects: '{effects}' }),
      }}
    >
      <div className="d-flex flex-column gap-4">
        {modes.map(({ mode, teams }) => (
          <section key={mode.id} aria-labelledby={`mode-${mode.id}`}>
            <h2 id={`mode-${mode.id}`} className="h4">
              {mode.name}
            </h2>
            <p className="text-body-secondary small">
              {t('squadsOf', { count: mode.squadSize })}{' '}
              <Link href={entityHref('modes', mode.id)}>{t('rulesAndThreats')}</Link>
            </p>
            <div className="row row-cols-1 row-cols-xl-2 g-3">
              {teams.map((team) => (
                <div key={team._id} className="col">
                  <article id={team._id} className="card h-100" aria-labelledby={`team-${team._id}`}>
                    <div className="card-body">
                      <h3 id={`team-${team._id}`} className="h5 card-title">
                        {team.name}
                      </h3>
                      {isEnglish(team, 'overview') ? (
                        <p lang="en">
                          <RichText text={team.overview} effectNames={effects} />
                          <EnglishMark title={untranslated} />
                        </p>
                      ) : (
                        <RichText as="p" text={team.overview} effectNames={effects} />
                      )}
                      <ul className="mb-3">
                        {team.members.map((m, i) => (
                          <li key={m.character}>
                            <Link href={entityHref('characters', m.character)}>{m.name}</Link>
                            {t('noteSeparator')}
                            {shown(team, `members[${i}].note`, m.note)}
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
                      />
                      <p className="small text-body-secondary mt-2 mb-0">
                        {t('verified', { version: team.verified.version })}
                      </p>
                    </div>
                  </article>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </SynergyLabelsProvider>
  );
}
