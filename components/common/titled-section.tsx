import type { ReactNode } from 'react';

/** A page section under an h2 that also names it for assistive technology (`{id}-heading`). */
export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-5">
      <h2 id={`${id}-heading`} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}
