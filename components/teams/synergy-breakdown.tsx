'use client';

import Link from '@/components/common/page-link';
import { createContext, useContext, type ReactNode } from 'react';
import type { BreakdownPart, SynergyPartKind, SynergyReport } from '@/lib/teams';
import { fill } from '@/lib/i18n/fill';

// A client component drawn from the report's few fields, like the tier list's entries: as server
// markup, a page would carry every part twice, as HTML and again as elements in its RSC payload
// (/teams weighed 190 KB). The builder island renders it from a live report the same way.

/**
 * The breakdown's own words (its headings and notes), in the page's language from the server;
 * `{total}`, `{violations}` and `{effects}` are filled in here. The parts' words are the synergy
 * model's (lib/teams).
 */
export interface SynergyLabels {
  total: string;
  sumOfParts: string;
  breaks: string;
  pairs: string;
  conflicts: string;
  covered: string;
  rolesElements: string;
  notCovered: string;
}

const english: SynergyLabels = {
  total: 'Synergy {total}',
  sumOfParts: '(the sum of the parts below)',
  breaks: 'Breaks the mode’s rules: {violations}',
  pairs: 'Pairs',
  conflicts: 'Conflicts',
  covered: 'Threats covered',
  rolesElements: 'Roles and elements',
  notCovered: 'Not covered: {effects}.',
};

const LabelsContext = createContext<SynergyLabels>(english);

/** Gives the breakdowns inside it their words in the page's language, once for all of them. */
export function SynergyLabelsProvider({ labels, children }: { labels: SynergyLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

const groups: { kind: SynergyPartKind[]; title: keyof SynergyLabels }[] = [
  { kind: ['pair'], title: 'pairs' },
  { kind: ['conflict'], title: 'conflicts' },
  { kind: ['cover'], title: 'covered' },
  { kind: ['roles', 'element'], title: 'rolesElements' },
];

/**
 * A part's words with each source's name turned into its link where the words name it (they
 * name them in order), and any source they do not name linked after them. Linking in place
 * keeps every name written once: the page carries a breakdown per team, twice (HTML and RSC).
 */
function LinkedLabel({ part }: { part: BreakdownPart }) {
  const pieces: React.ReactNode[] = [];
  const extra: BreakdownPart['sources'] = [];
  let at = 0;
  part.sources.forEach((source, i) => {
    const [name, href] = source;
    const found = part.label.indexOf(name, at);
    if (found < 0) {
      extra.push(source);
      return;
    }
    pieces.push(part.label.slice(at, found));
    pieces.push(
      <Link key={i} href={href}>
        {name}
      </Link>,
    );
    at = found + name.length;
  });
  pieces.push(part.label.slice(at));
  return (
    <>
      {pieces}
      {extra.map(([name, href], i) => (
        <span key={`x${i}`}>
          {' · '}
          <Link href={href}>{name}</Link>
        </span>
      ))}
    </>
  );
}

export interface SynergyBreakdownProps {
  report: Pick<SynergyReport, 'total' | 'violations'> & { parts: BreakdownPart[] };
  /** Names of the mode's threats nobody in the team covers. */
  uncovered?: readonly string[];
  /** The level of the group headings, one below the heading the breakdown sits under. */
  level?: 3 | 4;
}

/** A team's score as its named parts, grouped, each with its points and its words, the sources linked. */
export function SynergyBreakdown({ report, uncovered = [], level = 4 }: SynergyBreakdownProps) {
  // In the page's language inside a SynergyLabelsProvider, English elsewhere (the builder's island).
  const labels = useContext(LabelsContext);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div>
      <p className="mb-2">
        <strong>{fill(labels.total, { total: report.total })}</strong>{' '}
        <span className="text-body-secondary small">{labels.sumOfParts}</span>
      </p>
      {report.violations.length > 0 && (
        <div className="alert alert-warning py-2 small" role="note">
          {fill(labels.breaks, { violations: report.violations.join('; ') })}
        </div>
      )}
      {groups.map(({ kind, title }) => {
        const parts = report.parts.filter((p) => kind.includes(p.kind));
        if (parts.length === 0) return null;
        return (
          <section key={title}>
            <Heading className="h6 mt-3 mb-1">{labels[title]}</Heading>
            <ul className="list-unstyled small mb-0">
              {parts.map((part, i) => (
                <li key={i} className="mb-1">
                  <span className={`badge me-1 ${part.points < 0 ? 'text-bg-danger' : 'text-bg-success'}`}>
                    {part.points > 0 ? `+${part.points}` : part.points}
                  </span>
                  <LinkedLabel part={part} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {uncovered.length > 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          {fill(labels.notCovered, { effects: uncovered.join(', ') })}
        </p>
      )}
    </div>
  );
}
