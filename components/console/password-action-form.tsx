import type { ConsoleActionName } from '@/lib/console/actions/action-table';
import type { ButtonTone } from './console-classes';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface PasswordActionFormProps {
  action: ConsoleActionName;
  /** Unique on the page. */
  id: string;
  button: string;
  tone?: ButtonTone;
}

/** A change to the second factor, confirmed with the account's password. */
export function PasswordActionForm({ action, id, button, tone = 'primary' }: PasswordActionFormProps) {
  return (
    <ActionForm action={action} className="mt-3 space-y-3">
      <TextField
        id={id}
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton tone={tone}>{button}</SubmitButton>
    </ActionForm>
  );
}
