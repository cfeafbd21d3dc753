export interface TextFilterProps {
  label?: string;
  value?: string;
  placeholder?: string;
}

/** The free-text search field of a FilterForm (`q` in the URL). */
export function TextFilter({ label = 'Search', value, placeholder = 'Name or text…' }: TextFilterProps) {
  return (
    <div className="col-12 col-sm-8 col-lg-3">
      <label htmlFor="filter-q" className="form-label small mb-1">
        {label}
      </label>
      <input
        id="filter-q"
        type="search"
        name="q"
        className="form-control form-control-sm"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={60}
      />
    </div>
  );
}
