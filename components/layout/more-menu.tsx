'use client';

import { useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { NavLink, isActivePath } from '@/components/layout/nav-link';
import { useDismiss } from '@/lib/site/hooks/use-dismiss';
import type { NavEntry } from '@/content/schema/site';
import { usePathname } from 'next/navigation';
import { PageFallbackButton } from '@/components/ui/page-fallback-button';

/** `menuHref`: the menu as a page, which the button opens while the page's code has not run. */
export function MoreMenu({ entries, menuHref }: { entries: NavEntry[]; menuHref: string }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = usePathname();
  useDismiss(open, () => setOpen(false), containerRef, triggerRef);
  const containsActive = entries.some((entry) => isActivePath(pathname, entry.link));

  return (
    <div ref={containerRef} className="relative">
      <PageFallbackButton
        href={menuHref}
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={menuId}
        onPress={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-800 ${containsActive ? 'text-gold-300' : ''}`}
      >
        More
        <Icon name="chevron-down" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </PageFallbackButton>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-60 rounded-lg bg-white py-2 text-stone-900 shadow-xl ring-1 ring-black/5"
      >
        {entries.map((entry) => (
          <li key={entry.name}>
            <NavLink
              href={entry.link}
              onNavigate={() => setOpen(false)}
              className="block px-4 py-2 text-sm hover:bg-brand-50"
              activeClassName="bg-brand-50 font-semibold text-brand-700"
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
