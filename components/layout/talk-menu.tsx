'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDismiss } from '@/lib/site/hooks/use-dismiss';
import { MOBILE_BREAKPOINT_PX } from '@/lib/site/breakpoints';
import type { SocialIconName } from '@/content/schema/site';
import { newTabAttributes } from '@/lib/site/external-links';
import { PageFallbackButton } from '@/components/ui/page-fallback-button';

export const TALK_MENU_CLOSE_DELAY_MS = 5000;

interface TalkMenuProps {
  priestTitle: string;
  items: { label: string; icon: SocialIconName; href: string }[];
  /** The same links on the menu page, which the button opens while the page's code has not run. */
  menuHref: string;
}

export function TalkMenu({ priestTitle, items, menuHref }: TalkMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const menuId = useId();

  const cancelTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelTimer();
    setOpen(false);
  }, [cancelTimer]);

  useDismiss(open, close, containerRef, triggerRef);

  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (window.innerWidth < MOBILE_BREAKPOINT_PX) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);

  useEffect(() => cancelTimer, [cancelTimer]);

  return (
    <div
      ref={containerRef}
      className="relative"
      onMouseEnter={cancelTimer}
      onMouseLeave={() => {
        if (!open) return;
        cancelTimer();
        timer.current = setTimeout(close, TALK_MENU_CLOSE_DELAY_MS);
      }}
    >
      <PageFallbackButton
        href={menuHref}
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={menuId}
        onPress={() => (open ? close() : setOpen(true))}
        className="rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold whitespace-nowrap text-brand-950 hover:bg-gold-300"
      >
        Talk to {priestTitle}
      </PageFallbackButton>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-48 rounded-lg bg-white py-2 text-stone-900 shadow-xl ring-1 ring-black/5"
      >
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={item.href}
              onClick={close}
              className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-brand-50"
              {...newTabAttributes(item.href)}
            >
              <Icon name={item.icon} className="h-5 w-5 text-brand-700" />
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
