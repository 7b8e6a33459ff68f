import { consoleTexts } from '@/lib/console/console-messages';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/**
 * The second step of signing in. An app code is six digits, so its field brings up the phone's number pad; a recovery
 * code has letters, so it gets a form of its own behind 'Use a recovery code', with the full keyboard.
 */
export function TwoFactorForm({ next }: { next?: string }) {
  const hidden = { next: next || undefined };
  return (
    <>
      <ActionForm action="two-factor" hidden={hidden} className="mt-6 space-y-5">
        <TextField
          id="code"
          name="code"
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={64}
          hint={consoleTexts.recoveryCodeWorks}
        />
        <SubmitButton>Verify</SubmitButton>
      </ActionForm>
      <details className="mt-6 border-t border-stone-200 pt-4">
        <summary className="flex min-h-11 cursor-pointer items-center text-base font-medium text-brand-700">
          Use a recovery code
        </summary>
        <ActionForm action="two-factor" hidden={hidden} className="mt-3 space-y-5">
          <TextField id="recovery-code" name="code" label="Recovery code" autoComplete="off" required maxLength={64} />
          <SubmitButton tone="secondary">Verify</SubmitButton>
        </ActionForm>
      </details>
    </>
  );
}
