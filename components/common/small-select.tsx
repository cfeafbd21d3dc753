import type { CSSProperties } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SmallSelectProps {
  id: string;
  name?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A small form select over value/label options, reporting the chosen value. */
export function SmallSelect({
  id,
  name,
  style,
  'aria-label': ariaLabel,
  value,
  options,
  onChange,
}: SmallSelectProps) {
  return (
    <select
      id={id}
      name={name}
      className="form-select form-select-sm"
      style={style}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
