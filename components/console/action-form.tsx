import type { ReactNode } from 'react';
import type { ConsoleActionName } from '@/lib/console/actions/action-table';
import { staffRoutes } from '@/lib/auth/staff-routes';

interface ActionFormProps {
  /** The console action it posts to ('fulfil', 'note', …). */
  action: ConsoleActionName;
  /** Hidden fields: what the form is about (the order's reference, the step it was at); undefined ones are left out. */
  hidden?: Record<string, string | undefined>;
  /** Names the form for screen readers when a page holds several. */
  label?: string;
  className?: string;
  /** 'multipart/form-data' for a form that carries a photo. */
  encType?: 'multipart/form-data';
  children: ReactNode;
}

/**
 * A form posting to one of the console's actions, which answers with a redirect back to a page (Post/Redirect/Get):
 * it works without any JavaScript, and reloading the page never posts twice.
 */
export function ActionForm({ action, hidden = {}, label, className, encType, children }: ActionFormProps) {
  return (
    <form method="post" action={staffRoutes.action(action)} aria-label={label} className={className} encType={encType}>
      {Object.entries(hidden).map(
        ([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
    </form>
  );
}
