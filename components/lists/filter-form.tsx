'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';

export interface FilterFormProps {
  /** The list route the form filters, e.g. "/chars". */
  action: string;
  /** Accessible name of the filter region. */
  label: string;
  children: React.ReactNode;
}

/** URL for the form's current values, leaving out empty fields. */
export function filterUrl(action: string, form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.append(key, value.trim());
  }
  const qs = query.toString();
  return qs ? `${action}?${qs}` : action;
}

/**
 * A GET form holding a list's filters. Without JavaScript it submits normally; with it, a
 * changed select or checkbox applies at once and empty fields stay out of the URL.
 */
export function FilterForm({ action, label, children }: FilterFormProps) {
  const router = useRouter();

  const apply = (form: HTMLFormElement) => router.push(filterUrl(action, form), { scroll: false });

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className="row g-2 align-items-end mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const target = event.target;
        if (
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && target.type === 'checkbox')
        ) {
          apply(event.currentTarget);
        }
      }}
    >
      {children}
      <div className="col-auto d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          Apply
        </button>
        <Link href={action} className="btn btn-outline-secondary">
          Reset
        </Link>
      </div>
    </form>
  );
}
