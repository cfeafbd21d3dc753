'use client';

import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { fill } from '@/lib/i18n/fill';
import type { Breakdown, SynergyReport } from '@/lib/teams';
import { SynergyBreakdown } from './synergy-breakdown';
import type { SynergyLabels } from './teams-labels';

/** What a curated team's card draws: the team as the server worked it out, in the page's language. */
export interface CuratedTeamView {
  _id: string;
  name: string;
  overview: string;
  /** Each member's page (the kinds' registry says where), name and job in the team. */
  members: { href: string; name: string; note: string }[];
  report: Pick<SynergyReport, 'total' | 'violations'> & Breakdown;
  /** The names of the effects no member covers. */
  uncovered: string[];
  version: string;
}

/** The curated teams' words, given once by the page (the payload refers back to the first copy). */
export interface CuratedTeamWords {
  labels: SynergyLabels;
  /** "Verified for v{version}". */
  verifiedFor: string;
}

/**
 * A curated team: members with their jobs, why the team works, and its synergy breakdown. Drawn
 * from the team's fields, so the page's payload carries them rather than the element tree drawn
 * from them (a second copy of the HTML).
 */
export function CuratedTeamCard({
  team,
  effects,
  words,
}: {
  team: CuratedTeamView;
  effects: Readonly<Record<string, string>>;
  words: CuratedTeamWords;
}) {
  return (
    <article id={team._id} className="card h-100" aria-labelledby={`team-${team._id}`}>
      <div className="card-body">
        <h3 id={`team-${team._id}`} className="h5 card-title">
          {team.name}
        </h3>
        <RichText as="p" text={team.overview} effectNames={effects} />
        <ul className="mb-3">
          {team.members.map((m) => (
            <li key={m.href}>
              <Link href={m.href}>{m.name}</Link>: {m.note}
            </li>
          ))}
        </ul>
        <SynergyBreakdown report={team.report} uncovered={team.uncovered} labels={words.labels} />
        <p className="small text-body-secondary mt-2 mb-0">
          {fill(words.verifiedFor, { version: team.version })}
        </p>
      </div>
    </article>
  );
}
