import { consoleTexts } from '@/lib/console/console-messages';
import { inputClass, labelClass } from './console-classes';
import { newPasswordInput } from './new-password-input';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The form a one-time link opens: the person's new password, twice. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  return (
    <ActionForm action="set-password" hidden={{ token }} className="mt-6 space-y-5">
      {/* Unnamed, so it is not sent: it tells the phone's password manager which account the password is for. */}
      <div>
        <label htmlFor="account" className={labelClass}>
          Account
        </label>
        <input id="account" type="email" autoComplete="username" value={email} readOnly className={inputClass} />
      </div>
      <TextField
        id="password"
        name="password"
        label="New password"
        hint={consoleTexts.passwordRule}
        {...newPasswordInput}
      />
      <TextField id="confirm" name="confirm" label="Repeat the password" {...newPasswordInput} />
      <SubmitButton>Set password</SubmitButton>
    </ActionForm>
  );
}
