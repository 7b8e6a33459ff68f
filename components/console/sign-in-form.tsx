import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** E-mail and password; `next` is the console page signing in leads back to. */
export function SignInForm({ next }: { next?: string }) {
  return (
    <ActionForm action="sign-in" hidden={{ next: next || undefined }} className="mt-6 space-y-5">
      <TextField id="email" name="email" label="Email" type="email" autoComplete="email" required maxLength={254} />
      <TextField
        id="password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton>Sign in</SubmitButton>
    </ActionForm>
  );
}
