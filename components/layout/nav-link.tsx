'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  role?: string;
}

export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname.toLowerCase() === href.toLowerCase();
}

// The current route is marked with aria-current, which the classes and screen readers both use.
export function NavLink({ href, children, className = '', activeClassName = '', onNavigate, role }: NavLinkProps) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  return (
    <Link
      href={href}
      role={role}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${active ? activeClassName : ''}`}
      onClick={onNavigate}
      prefetch={false}
    >
      {children}
    </Link>
  );
}
