import Link from '@/components/common/page-link';
import { isNavGroup, siteConfig, type NavEntry, type NavLink } from '@/lib/config/site';
import { useLocale } from '#i18n/use-locale';
import { getMessages, getT } from '@/lib/i18n/messages';
import type { SiteLocale } from '@/lib/i18n/locales';
import { ActiveLink } from './active-link';
import { NavbarCollapse } from './navbar-collapse';
import { NavbarSearch } from '@/components/search/navbar-search';
import { navbarSearchLabels } from '@/components/search/navbar-search-labels';
import { ThemeToggle } from './theme-toggle';
import { Icon } from '@/components/common/icon';
import { PlayerNav } from '@/components/player/player-nav';

/** An entry's icon and label; `compact` labels are read out but not shown between lg and xl. */
function Label({ link, compact = false }: { link: Pick<NavLink, 'icon' | 'label'>; compact?: boolean }) {
  return (
    <>
      <Icon name={link.icon} className="me-1" />
      {compact ? <span className="lf-label-menu">{link.label}</span> : link.label}
    </>
  );
}

/** A menu entry's label in the page's language: a kind's or a dropdown's name, or Home. */
export function navLabel(entry: NavEntry, locale: SiteLocale): string {
  if (isNavGroup(entry)) return getT(locale, 'menuGroups')(entry.label);
  return entry.kind ? getT(locale, 'kinds')(entry.kind) : getT(locale, 'nav')('home');
}

/**
 * Dark, fixed-top navbar with Bootstrap's markup, rendered on the server so every entry is a real
 * link in the first HTML. Dropdowns are <details>, so they open without JavaScript and by keyboard;
 * the one client island (NavbarCollapse) collapses the menu below lg (992 px) in 300 ms and closes
 * open dropdowns on Escape, an outside click or a navigation.
 */
export function SiteNavbar() {
  const locale = useLocale();
  const t = getT(locale, 'nav');
  const { donation, community } = siteConfig;
  const outside = [
    { ...donation, label: t('donate') },
    { ...community, label: t('community') },
  ];
  return (
    <nav className="navbar navbar-expand-lg bg-dark fixed-top" data-bs-theme="dark" aria-label={t('main')}>
      <div className="container-xl">
        <Link href="/" className="navbar-brand">
          <Icon name="lamp-fill" className="lf-brand-mark me-2" />
          {siteConfig.name}
        </Link>
        <NavbarSearch labels={navbarSearchLabels(locale)} />
        <NavbarCollapse id="main-nav" toggleLabel={t('toggle')}>
          <div className="navbar-nav me-auto">
            {siteConfig.nav.map((entry) =>
              isNavGroup(entry) ? (
                <details key={entry.label} className="nav-item dropdown" name="main-nav-menu">
                  <summary className="nav-link dropdown-toggle">
                    <Label link={{ icon: entry.icon, label: navLabel(entry, locale) }} />
                  </summary>
                  <div className="dropdown-menu" data-bs-popper="static">
                    {entry.items.map((item) => (
                      <ActiveLink key={item.href} href={item.href} className="dropdown-item">
                        <Label link={{ icon: item.icon, label: navLabel(item, locale) }} />
                      </ActiveLink>
                    ))}
                  </div>
                </details>
              ) : (
                <ActiveLink key={entry.label} href={entry.href} className="nav-link">
                  <Label link={{ icon: entry.icon, label: navLabel(entry, locale) }} />
                </ActiveLink>
              ),
            )}
          </div>
          <div className="navbar-nav align-items-lg-center">
            {outside.map((link) => (
              <a
                key={link.href}
                className="nav-link"
                href={link.href}
                title={link.label}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Label link={link} compact />
                <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            ))}
            {/* English pages leave the sign-in words to the button's own English: not in every page's payload. */}
            <PlayerNav title={t('yourData')}>
              <span className="position-relative me-1">
                <Icon name="person-badge" />
                {/* Shown, with its count, by the head script when this browser stored one (lib/player/unseen.ts). */}
                <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger lf-unseen">
                  <span className="visually-hidden">{t('unseenChanges')}</span>
                </span>
              </span>
              <span className="lf-label-menu">{t('yourData')}</span>
            </PlayerNav>
            <ThemeToggle labels={getMessages(locale, 'theme')} />
          </div>
        </NavbarCollapse>
      </div>
    </nav>
  );
}
