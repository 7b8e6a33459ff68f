'use client';

import type { ReactNode } from 'react';
import { ModalPanel } from '@/components/ui/modal-panel';

interface DialogProps {
  open: boolean;
  /** Called by the close icon, the backdrop and Escape. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a wider max-width. */
  className?: string;
}

// A centred modal. It renders nothing while closed: callers keep their own state, so hiding and
// reopening resumes where the visitor left.
export function Dialog({ open, onClose, title, children, className = 'max-w-lg' }: DialogProps) {
  if (!open) return null;

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-black/60" onClick={onClose} aria-hidden="true" />
      <ModalPanel
        open={open}
        onClose={onClose}
        title={title}
        className={`relative flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white text-stone-900 shadow-2xl sm:rounded-2xl ${className}`}
        inset="px-5"
        bodyClassName="overflow-y-auto py-5"
      >
        {children}
      </ModalPanel>
    </div>
  );
}
