'use client';

import { useId, useRef, type ReactNode } from 'react';
import { ModalHeader } from '@/components/ui/modal-header';
import { useModal } from '@/lib/site/hooks/use-modal';

interface ModalPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The panel's own classes: its place, size and motion. */
  className: string;
  /** The side padding shared by the header, body and footer, e.g. 'px-4'. */
  inset: string;
  /** The scrolling body's classes besides the inset. */
  bodyClassName: string;
  /** Rendered under the scrolling body, for totals and buttons that should stay in view. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The labelled, focus-trapping panel that dialogs and drawers show: title bar, scrolling body, optional footer. */
export function ModalPanel({
  open,
  onClose,
  title,
  className,
  inset,
  bodyClassName,
  footer,
  children,
}: ModalPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, onClose, panelRef);
  return (
    <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className}>
      <ModalHeader titleId={titleId} title={title} onClose={onClose} className={inset} />
      <div className={`${bodyClassName} ${inset}`}>{children}</div>
      {footer ? <div className={`border-t border-stone-200 py-4 ${inset}`}>{footer}</div> : null}
    </div>
  );
}
