export interface FactListProps {
  /** Label/value pairs, in order; each label names its row, so labels must differ. */
  facts: readonly [string, React.ReactNode][];
  /** The grid's classes (columns, gaps, margins). */
  className: string;
  /** Classes of each value, after `mb-0`. */
  valueClassName?: string;
}

/** Facts as a definition list laid out as a grid: a muted label above each value. */
export function FactList({ facts, className, valueClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className="col">
          <dt className="text-body-secondary fw-normal">{label}</dt>
          <dd className={valueClassName ? `mb-0 ${valueClassName}` : 'mb-0'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
