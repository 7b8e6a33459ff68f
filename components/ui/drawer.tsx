'use client';

import type { ReactNode } from 'react';
import { ModalPanel } from '@/components/ui/modal-panel';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  /** Rendered under the scrolling body, for totals and buttons that should stay in view. */
  footer?: ReactNode;
  children: ReactNode;
}

// Stays mounted so it can slide (0.5 s); while closed it is visibility:hidden, which also
// takes it out of the tab order and the accessibility tree. Visibility flips at once on open (a
// transition would keep it hidden for the first frame, when focus moves in) and only after the slide on close.
export function Drawer({ open, onClose, title, side = 'right', footer, children }: DrawerProps) {
  const hiddenOffset = side === 'right' ? 'translate-x-full' : '-translate-x-full';
  return (
    <div
      className={`fixed inset-0 z-50 ${open ? 'visible' : 'invisible transition-[visibility] duration-500'}`}
      data-open={open}
      // visibility:hidden already hides a closed drawer from screen readers; this says so without the style sheet.
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-black/50 transition-opacity duration-500 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <ModalPanel
        open={open}
        onClose={onClose}
        title={title}
        className={`absolute top-0 ${side === 'right' ? 'right-0' : 'left-0'} flex h-full w-full flex-col bg-white text-stone-900 shadow-2xl transition-transform duration-500 ease-out sm:max-w-md ${open ? 'translate-x-0' : hiddenOffset}`}
        inset="px-4"
        bodyClassName="flex-1 overflow-y-auto py-4"
        footer={footer}
      >
        {children}
      </ModalPanel>
    </div>
  );
}
