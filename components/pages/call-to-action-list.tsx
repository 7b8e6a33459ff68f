import { CallToActionLink, type CallToActionStyle } from '@/components/pages/call-to-action-link';
import type { CallToAction } from '@/content/schema/pages';

interface CallToActionListProps {
  actions: CallToAction[];
  /** How the actions after the first look; the first is always the main one. */
  rest: CallToActionStyle;
  className: string;
}

/** A section's calls to action: the first is the primary button, the others are drawn as `rest`. */
export function CallToActionList({ actions, rest, className }: CallToActionListProps) {
  return (
    <ul className={className}>
      {actions.map((action, index) => (
        <li key={action.href}>
          <CallToActionLink action={action} variant={index === 0 ? 'primary' : rest} />
        </li>
      ))}
    </ul>
  );
}
