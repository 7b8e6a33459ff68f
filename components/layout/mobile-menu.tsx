'use client';

import { useState } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { Icon } from '@/components/ui/icon';
import { NavLink } from '@/components/layout/nav-link';
import type { NavEntry, SocialEntry } from '@/content/schema/site';
import { newTabAttributes } from '@/lib/site/external-links';
import { PageFallbackButton } from '@/components/ui/page-fallback-button';

interface MobileMenuProps {
  entries: NavEntry[];
  socials: SocialEntry[];
  /** The menu as a page, which the button opens while the page's code has not run. */
  menuHref: string;
}

export function MobileMenu({ entries, socials, menuHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <PageFallbackButton
        href={menuHref}
        aria-label="Open menu"
        aria-expanded={open}
        onPress={() => setOpen(true)}
        className="rounded-md p-2 hover:bg-brand-800 lg:hidden"
      >
        <Icon name="menu" className="h-7 w-7" />
      </PageFallbackButton>
      <Drawer open={open} onClose={close} title="Menu">
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {entries.map((entry) => (
              <li key={entry.name}>
                <NavLink
                  href={entry.link}
                  onNavigate={close}
                  className="block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50"
                  activeClassName="bg-brand-50 text-brand-700 font-semibold"
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="mt-6 grid grid-cols-1 gap-1 border-t border-stone-200 pt-4">
          {socials.map((entry) => (
            <li key={entry.label}>
              <a
                href={entry.link}
                onClick={close}
                className="flex items-center gap-3 rounded-md px-3 py-3 hover:bg-brand-50"
                {...newTabAttributes(entry.link)}
              >
                <Icon name={entry.icon} className="h-5 w-5 text-brand-700" />
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
