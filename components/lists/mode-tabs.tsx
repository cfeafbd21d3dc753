import Link from '@/components/common/page-link';

export interface ModeTabsProps {
  /** Each mode, its name in the page's language and its page. */
  modes: readonly { mode: string; name: string; href: string }[];
  current: string;
  /** The tabs' accessible name ("Game mode"), in the page's language. */
  label: string;
  /** URL for a mode's page, keeping the other filters. */
  href: (page: string) => string;
}

/** Tabs as links to each mode's own page. */
export function ModeTabs({ modes, current, label, href }: ModeTabsProps) {
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="nav nav-tabs">
        {modes.map((m) => (
          <li key={m.mode} className="nav-item">
            <Link
              href={href(m.href)}
              className={`nav-link ${m.mode === current ? 'active' : ''}`}
              aria-current={m.mode === current ? 'page' : undefined}
              keepScroll
            >
              {m.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
