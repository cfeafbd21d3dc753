import Link from '@/components/common/page-link';
import { titleCase } from '@/components/common/game-style';

export interface ModeTabsProps {
  modes: readonly string[];
  current: string;
  /** URL for a mode, keeping the other filters. */
  href: (mode: string) => string;
  /** Each mode's name in the page's language, by id; an id without one is title-cased. */
  names?: Record<string, string>;
  /** The tabs' accessible name in the page's language. */
  label?: string;
}

/** Tabs as links to each mode's own page. */
export function ModeTabs({ modes, current, href, names, label = 'Game mode' }: ModeTabsProps) {
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="nav nav-tabs">
        {modes.map((m) => (
          <li key={m} className="nav-item">
            <Link
              href={href(m)}
              className={`nav-link ${m === current ? 'active' : ''}`}
              aria-current={m === current ? 'page' : undefined}
              keepScroll
            >
              {names?.[m] ?? titleCase(m)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
