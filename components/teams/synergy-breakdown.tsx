import Link from '@/components/common/page-link';
import type { SynergyReport } from '@/lib/teams';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/**
 * A team's score as the sum of its named parts, each with its points and the skills, traits and
 * enemy skills involved (linked), then the mode's rules the team breaks. Drawn the same by the
 * share page on the server and by the builder in the browser.
 */
export function SynergyBreakdown({ report, headingId }: { report: SynergyReport; headingId: string }) {
  return (
    <section aria-labelledby={headingId} data-synergy-total={report.total}>
      <h3 id={headingId} className="h5">
        Synergy: {signed(report.total)} points
      </h3>
      {report.violations.length > 0 && (
        <div className="alert alert-warning py-2" role="note" aria-label="Rules this team breaks">
          <p className="mb-1 fw-semibold">This team breaks the mode&apos;s rules:</p>
          <ul className="mb-0">
            {report.violations.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </div>
      )}
      {report.parts.length === 0 ? (
        <p className="text-body-secondary">No synergy yet: no member applies what another uses.</p>
      ) : (
        <ul className="list-group mb-3" aria-label="Parts of the score">
          {report.parts.map((part, i) => (
            <li key={i} className="list-group-item d-flex gap-2 align-items-start" data-part={part.kind}>
              <span
                className={`badge ${part.points < 0 ? 'text-bg-danger' : 'text-bg-success'} lf-number mt-1`}
                aria-label={`${signed(part.points)} points`}
              >
                {signed(part.points)}
              </span>
              <span>
                {part.label}
                {part.sources.length > 0 && (
                  <small className="d-block text-body-secondary">
                    {part.sources.map((s, j) => (
                      <span key={`${s.href}-${j}`}>
                        {j > 0 && ' · '}
                        <Link href={s.href}>{s.name}</Link>
                      </span>
                    ))}
                  </small>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
