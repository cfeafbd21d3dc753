import { titleCase } from '@/components/common/game-style';

export interface SelectFilterProps {
  name: string;
  label: string;
  options: readonly (string | number | { value: string | number; label: string })[];
  value?: string | number;
  /** Label of the "no filter" choice. */
  anyLabel?: string;
}

/** A labelled select for a FilterForm; the empty choice means "any". */
export function SelectFilter({ name, label, options, value, anyLabel = 'Any' }: SelectFilterProps) {
  const id = `filter-${name}`;
  return (
    <div className="col-6 col-sm-4 col-lg-2">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select id={id} name={name} className="form-select form-select-sm" defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map((o) => {
          const { value: v, label: l } =
            typeof o === 'object' ? o : { value: o, label: titleCase(String(o)) };
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </select>
    </div>
  );
}
