import { consoleTexts } from '@/lib/console/console-messages';
import { ActionForm } from './action-form';
import { newPasswordInput } from './new-password-input';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The current password, then the new one twice. The person's other sessions end when it changes. */
export function ChangePasswordForm() {
  return (
    <ActionForm action="change-password" className="mt-3 space-y-4">
      <TextField
        id="current-password"
        name="current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        id="new-password"
        name="password"
        label="New password"
        hint={consoleTexts.passwordRule}
        {...newPasswordInput}
      />
      <TextField id="repeat-password" name="confirm" label="Repeat the new password" {...newPasswordInput} />
      <SubmitButton>Change password</SubmitButton>
    </ActionForm>
  );
}
