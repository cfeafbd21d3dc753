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

/**
 * A part's words with each source's name turned into its link where the words name it (they
 * name them in order), and any source they do not name linked after them. Linking in place
 * keeps every name written once: the page carries a breakdown per team, twice (HTML and RSC).
 */
function LinkedLabel({ part }: { part: SynergyPart }) {
  const pieces: React.ReactNode[] = [];
  const extra: SynergyPart['sources'] = [];
  let at = 0;
  part.sources.forEach((source, i) => {
    const found = part.label.indexOf(source.name, at);
    if (found < 0) {
      extra.push(source);
      return;
    }
    pieces.push(part.label.slice(at, found));
    pieces.push(
      <Link key={i} href={source.href}>
        {source.name}
      </Link>,
    );
    at = found + source.name.length;
  });
  pieces.push(part.label.slice(at));
  return (
    <>
      {pieces}
      {extra.map((source, i) => (
        <span key={`x${i}`}>
          {' · '}
          <Link href={source.href}>{source.name}</Link>
        </span>
      ))}
    </>
  );
}

export interface SynergyBreakdownProps {
  report: SynergyReport & { uncovered?: string[] };
  /** Effect names by id, for the uncovered threats. */
  effects?: Readonly<Record<string, string>>;
}

/** A team's score as its named parts, grouped, each with its points and its words, the sources linked. */
export function SynergyBreakdown({ report, effects = {} }: SynergyBreakdownProps) {
  return (
    <div>
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
            <h4 className="h6 mt-3 mb-1">{title}</h4>
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
      {report.uncovered && report.uncovered.length > 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          Not covered: {report.uncovered.map((e) => effects[e] ?? e).join(', ')}.
        </p>
      )}
    </div>
  );
}
