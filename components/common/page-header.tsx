import type { IconName } from '@/lib/config/icon-names';
import { Icon } from '@/components/common/icon';

export interface PageHeaderProps {
  title: string;
  /** bootstrap-icons name shown before the title. */
  icon?: IconName;
  lead?: React.ReactNode;
  /** Extra content on the right (wraps below on small screens). */
  children?: React.ReactNode;
}

/** The h1 and intro line at the top of every page. */
export function PageHeader({ title, icon, lead, children }: PageHeaderProps) {
  return (
    <header className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-4 border-bottom pb-3">
      <div>
        <h1 className="h2 mb-1">
          {icon && <Icon name={icon} className="me-2" />}
          {title}
        </h1>
        {lead && <p className="text-body-secondary mb-0">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
