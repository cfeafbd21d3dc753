'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { forwardRef, useState, type ComponentProps } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { isNavGroup, siteConfig, type NavLink } from '@/lib/config/site';
import { ThemeToggle } from './theme-toggle';

function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

function Label({ link }: { link: Pick<NavLink, 'icon' | 'label'> }) {
  return (
    <>
      <i className={`bi bi-${link.icon} me-1`} aria-hidden="true" />
      {link.label}
    </>
  );
}

/**
 * react-bootstrap marks dropdown items inside a Nav with aria-selected, which ARIA does not allow
 * on links; the current page is announced with aria-current instead.
 */
const MenuLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function MenuLink(props, ref) {
  return <Link ref={ref} {...props} aria-selected={undefined} />;
});

/** Dark, fixed-top navbar; collapses below lg (992 px) with a 300 ms transition. */
export function SiteNavbar() {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  const { donation, community } = siteConfig;

  return (
    <Navbar
      expand="lg"
      fixed="top"
      bg="dark"
      data-bs-theme="dark"
      expanded={expanded}
      onToggle={setExpanded}
      aria-label="Main"
    >
      <Container fluid="xl">
        <Navbar.Brand as={Link} href="/" onClick={close}>
          <i className="bi bi-lamp-fill lf-brand-mark me-2" aria-hidden="true" />
          {siteConfig.name}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto">
            {siteConfig.nav.map((entry) =>
              isNavGroup(entry) ? (
                <NavDropdown
                  key={entry.label}
                  id={`nav-${entry.label.toLowerCase()}`}
                  title={<Label link={entry} />}
                  active={entry.items.some((item) => isActive(pathname, item.href))}
                >
                  {entry.items.map((item) => (
                    <NavDropdown.Item
                      key={item.href}
                      as={MenuLink}
                      href={item.href}
                      active={isActive(pathname, item.href)}
                      aria-current={isActive(pathname, item.href) ? 'page' : undefined}
                      onClick={close}
                    >
                      <Label link={item} />
                    </NavDropdown.Item>
                  ))}
                </NavDropdown>
              ) : (
                <Nav.Link
                  key={entry.label}
                  as={Link}
                  href={entry.href}
                  active={isActive(pathname, entry.href)}
                  aria-current={isActive(pathname, entry.href) ? 'page' : undefined}
                  onClick={close}
                >
                  <Label link={entry} />
                </Nav.Link>
              ),
            )}
          </Nav>
          <Nav className="align-items-lg-center">
            {[donation, community].map((link) => (
              <Nav.Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                <Label link={link} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Nav.Link>
            ))}
            <ThemeToggle />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
