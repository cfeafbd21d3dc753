'use client';

import Link from '@/components/common/page-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** True when `href` is the current page or a page below it (home only matches itself). */
export function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** A menu link that marks the current page (Bootstrap's `active`, and aria-current for assistive tech). */
export function ActiveLink({
  href,
  className,
  title,
  children,
}: {
  href: string;
  className: string;
  /** A tooltip, for an entry shown as its icon only. */
  title?: string;
  children: ReactNode;
}) {
  const active = isActive(usePathname(), href);
  return (
    <Link
      href={href}
      title={title}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
