export interface CheckFilterProps {
  name: string;
  label: string;
  checked: boolean;
}

/** A switch for a FilterForm; sends `name=1` when on. */
export function CheckFilter({ name, label, checked }: CheckFilterProps) {
  const id = `filter-${name}`;
  return (
    <div className="col-auto">
      <div className="form-check form-switch mb-1">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          name={name}
          value="1"
          defaultChecked={checked}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
    </div>
  );
}
