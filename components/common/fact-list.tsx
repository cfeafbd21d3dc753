export interface FactListProps {
  /** Label/value pairs, in order; each label names its row, so labels must differ. */
  facts: readonly [string, React.ReactNode][];
  /** The grid's classes (columns, gaps, margins). */
  className: string;
  /** Values in semibold (a profile's facts). */
  strong?: boolean;
}

/**
 * Facts as a definition list laid out as a grid: a muted label above each value. How a label and a
 * value look is said once, by the list's class (`.lf-facts` in globals.css), not on every one of
 * them: a character page sends its profile's facts twice (HTML and RSC payload).
 */
export function FactList({ facts, className, strong = false }: FactListProps) {
  return (
    <dl className={`lf-facts${strong ? ' lf-facts-strong' : ''} ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
