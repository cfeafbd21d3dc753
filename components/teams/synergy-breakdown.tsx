'use client';

import Link from '@/components/common/page-link';
import {
  NAME_SLOT,
  type Breakdown,
  type BreakdownPart,
  type SynergyPartKind,
  type SynergyReport,
} from '@/lib/teams';
import type { SynergyLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

// A client component drawn from the report's few fields, like the tier list's entries: as server
// markup, a page would carry every part twice, as HTML and again as elements in its RSC payload
// (/teams weighed 190 KB). The builder island renders it from a live report the same way.

const groups: { kind: SynergyPartKind[]; title: (labels: SynergyLabels) => string }[] = [
  { kind: ['pair'], title: (labels) => labels.pairs },
  { kind: ['conflict'], title: (labels) => labels.conflicts },
  { kind: ['cover'], title: (labels) => labels.threatsCovered },
  { kind: ['roles', 'element'], title: (labels) => labels.rolesElements },
];

/**
 * A part's words with each source's name, where the words say it (NAME_SLOT), as its link, and the
 * sources they do not name linked after them. Every name is written once in the report's list
 * (compactBreakdown): the page carries a breakdown per team, twice (HTML and RSC).
 */
function LinkedLabel({ part, sources }: { part: BreakdownPart; sources: Breakdown['sources'] }) {
  const pieces = part.label.split(NAME_SLOT);
  const linked = part.sources.map((i) => sources[i]!);
  const link = ([name, href]: Breakdown['sources'][number], key: number) => (
    <Link key={key} href={href}>
      {name}
    </Link>
  );
  return (
    <>
      {pieces.flatMap((piece, i) => (i === 0 ? [piece] : [link(linked[i - 1]!, i), piece]))}
      {linked.slice(pieces.length - 1).map((source, i) => (
        <span key={`x${i}`}>
          {' · '}
          {link(source, i)}
        </span>
      ))}
    </>
  );
}

export interface SynergyBreakdownProps {
  report: Pick<SynergyReport, 'total' | 'violations'> & Breakdown;
  /** Names of the mode's threats nobody in the team covers. */
  uncovered?: readonly string[];
  /** The level of the group headings, one below the heading the breakdown sits under. */
  level?: 3 | 4;
  labels: SynergyLabels;
}

/** A team's score as its named parts, grouped, each with its points and its words, the sources linked. */
export function SynergyBreakdown({ report, uncovered = [], level = 4, labels }: SynergyBreakdownProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div>
      <p className="mb-2">
        <strong>{fill(labels.synergy, { total: report.total })}</strong>{' '}
        <span className="text-body-secondary small">{labels.sumOfParts}</span>
      </p>
      {report.violations.length > 0 && (
        <div className="alert alert-warning py-2 small" role="note">
          {fill(labels.breaksRules, { rules: report.violations.join('; ') })}
        </div>
      )}
      {groups.map(({ kind, title: titleOf }) => {
        const title = titleOf(labels);
        const parts = report.parts.filter((p) => kind.includes(p.kind));
        if (parts.length === 0) return null;
        return (
          <section key={title}>
            <Heading className="h6 mt-3 mb-1">{title}</Heading>
            <ul className="list-unstyled small mb-0">
              {parts.map((part, i) => (
                <li key={i} className="mb-1">
                  <span className={`badge me-1 ${part.points < 0 ? 'text-bg-danger' : 'text-bg-success'}`}>
                    {part.points > 0 ? `+${part.points}` : part.points}
                  </span>
                  <LinkedLabel part={part} sources={report.sources} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {uncovered.length > 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          {fill(labels.notCovered, { threats: uncovered.join(', ') })}
        </p>
      )}
    </div>
  );
}
