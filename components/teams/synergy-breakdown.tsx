import Link from '@/components/common/page-link';
import type { SynergyPart, SynergyPartKind, SynergyReport } from '@/lib/teams';

// No hooks and no server-only imports: the share page renders it on the server and the builder
// island in the browser, from the same report.

const groups: { kind: SynergyPartKind[]; title: string }[] = [
  { kind: ['pair'], title: 'Pairs' },
  { kind: ['conflict'], title: 'Conflicts' },
  { kind: ['cover'], title: 'Threats covered' },
  { kind: ['roles', 'element'], title: 'Roles and elements' },
];

function Points({ points }: { points: number }) {
  return (
    <span className={`badge me-1 ${points < 0 ? 'text-bg-danger' : 'text-bg-success'}`}>
      {points > 0 ? `+${points}` : points}
    </span>
  );
}

/** A part's skills, traits and enemies as links, each named once. */
function Sources({ part }: { part: SynergyPart }) {
  const unique = [...new Map(part.sources.map((s) => [`${s.href} ${s.name}`, s])).values()];
  if (unique.length === 0) return null;
  return (
    <span className="d-block small">
      {unique.map((s, i) => (
        <span key={`${s.href} ${s.name}`}>
          {i > 0 && ' · '}
          <Link href={s.href}>{s.name}</Link>
        </span>
      ))}
    </span>
  );
}

export interface SynergyBreakdownProps {
  report: SynergyReport & { uncovered?: string[] };
  /** Effect names by id, for the uncovered threats. */
  effects?: Readonly<Record<string, string>>;
  /** Heading level of the groups (the page's outline decides). */
  level?: 3 | 4;
}

/** A team's score as its named parts, grouped, each with its points, words and linked sources. */
export function SynergyBreakdown({ report, effects = {}, level = 4 }: SynergyBreakdownProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="lf-synergy">
      <p className="mb-2">
        <strong>Synergy {report.total}</strong>{' '}
        <span className="text-body-secondary small">(the sum of the parts below)</span>
      </p>
      {report.violations.length > 0 && (
        <div className="alert alert-warning py-2 small" role="note">
          Breaks the mode’s rules: {report.violations.join('; ')}
        </div>
      )}
      {groups.map(({ kind, title }) => {
        const parts = report.parts.filter((p) => kind.includes(p.kind));
        if (parts.length === 0) return null;
        return (
          <section key={title}>
            <Heading className="h6 mt-3 mb-1">{title}</Heading>
            <ul className="list-unstyled mb-0">
              {parts.map((part, i) => (
                <li key={i} className="mb-1">
                  <Points points={part.points} />
                  {part.label}
                  <Sources part={part} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {report.uncovered && report.uncovered.length > 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          Not covered: {report.uncovered.map((e) => effects[e] ?? e).join(', ')}.
        </p>
      )}
    </div>
  );
}
