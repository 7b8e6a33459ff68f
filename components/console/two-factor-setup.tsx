import type { PendingSetup } from '@/lib/auth/two-factor-setup';
import { consoleTexts } from '@/lib/console/console-messages';
import { ActionForm } from './action-form';
import { RecoveryCodes } from './recovery-codes';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** An authenticator being set up: the QR code (or its key) to add to the app, the recovery codes, a first code. */
export function TwoFactorSetup({ setup }: { setup: PendingSetup }) {
  return (
    <>
      <p className="mt-3">{consoleTexts.twoFactorScan}</p>
      <figure className="mt-4">
        {/* Drawn on the server (lib/auth/qr-code-svg.ts) from the app's address: no visitor input reaches this SVG. */}
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="w-56 max-w-full border border-stone-300 bg-white [&_svg]:block [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: setup.svg }}
        />
        <figcaption className="mt-3">
          Key to type in instead:{' '}
          <code className="block font-mono text-lg font-semibold break-words select-all">{setup.key}</code>
        </figcaption>
      </figure>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <ActionForm action="two-factor-confirm" className="mt-4 space-y-3">
        <TextField
          id="first-code"
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={64}
        />
        <SubmitButton>Finish</SubmitButton>
      </ActionForm>
    </>
  );
}
