export interface SearchFormProps {
  /** Where the GET form goes; the query is sent as `q`. */
  action?: string;
  placeholder?: string;
  label?: string;
  size?: 'sm' | 'lg';
  defaultValue?: string;
}

/** A plain GET search form: works without JavaScript, the result URL is shareable. */
export function SearchForm({
  action = '/chars',
  placeholder = 'Search characters…',
  label = 'Search the codex',
  size,
  defaultValue,
}: SearchFormProps) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className={`input-group ${size ? `input-group-${size}` : ''}`}
    >
      <label htmlFor={`search-${action.slice(1) || 'home'}`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`search-${action.slice(1) || 'home'}`}
        type="search"
        name="q"
        className="form-control"
        placeholder={placeholder}
        defaultValue={defaultValue}
      />
      <button type="submit" className="btn btn-primary">
        <i className="bi bi-search me-1" aria-hidden="true" />
        Search
      </button>
    </form>
  );
}
