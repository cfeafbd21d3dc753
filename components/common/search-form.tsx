import { useLocale } from '#i18n/use-locale';
import { Icon } from '@/components/common/icon';
import { getT } from '@/lib/i18n/messages';
import { localeHref } from '@/lib/i18n/locales';

export interface SearchFormProps {
  /** Where the GET form goes; the query is sent as `q`. */
  action?: string;
  placeholder?: string;
  label?: string;
  size?: 'sm' | 'lg';
  defaultValue?: string;
}

/** Class names written out in full, so the stylesheet's purge (lib/style/purge-bootstrap.cjs) sees them. */
const sizeClass = { sm: 'input-group-sm', lg: 'input-group-lg' } as const;

/** A plain GET search form: works without JavaScript, the result URL is shareable. */
export function SearchForm({ action = '/search', placeholder, label, size, defaultValue }: SearchFormProps) {
  const locale = useLocale();
  const t = getT(locale, 'search');
  return (
    <form
      action={localeHref(action, locale)}
      method="get"
      role="search"
      className={`input-group ${size ? sizeClass[size] : ''}`}
    >
      <label htmlFor={`search-${action.slice(1) || 'home'}`} className="visually-hidden">
        {label ?? t('label')}
      </label>
      <input
        id={`search-${action.slice(1) || 'home'}`}
        type="search"
        name="q"
        className="form-control"
        placeholder={placeholder ?? t('placeholder')}
        defaultValue={defaultValue}
      />
      <button type="submit" className="btn btn-primary">
        <Icon name="search" className="me-1" />
        {t('submit')}
      </button>
    </form>
  );
}
