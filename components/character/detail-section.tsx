import type { IconName } from '@/lib/config/icon-names';
import type { ReactNode } from 'react';
import { Icon } from '@/components/common/icon';

interface Props {
  id: string;
  title: string;
  /** bootstrap-icons name shown before the title. */
  icon: IconName;
  lead?: ReactNode;
  children: ReactNode;
}

/** A titled section of a detail page; its id makes it linkable (`#skills`). */
export function DetailSection({ id, title, icon, lead, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mb-5">
      <h2 id={`${id}-heading`} className="h4 mb-3">
        <Icon name={icon} className="me-2" />
        {title}
      </h2>
      {lead && <p className="text-body-secondary">{lead}</p>}
      {children}
    </section>
  );
}
