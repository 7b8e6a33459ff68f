import type { PendingSetup, TwoFactorState } from '@/lib/auth/two-factor-setup';
import { consoleTexts } from '@/lib/console/console-messages';
import { PasswordActionForm } from './password-action-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

interface TwoFactorSectionProps {
  state: TwoFactorState;
  /** The setup to finish, while `state` is 'pending'. */
  setup: PendingSetup | null;
  /** Recovery codes made a moment ago by this person, shown once after 'Make new recovery codes'. */
  freshCodes: string[] | null;
  /** The owner requires a second factor of every account: it cannot be turned off. */
  required: boolean;
}

/** The account's second factor: turn it on (and finish setting it up), turn it off, or make new recovery codes. */
export function TwoFactorSection({ state, setup, freshCodes, required }: TwoFactorSectionProps) {
  if (state === 'pending' && setup) return <TwoFactorSetup setup={setup} />;
  if (state !== 'on')
    return (
      <>
        <p className="mt-3">{consoleTexts.twoFactorExplained}</p>
        <PasswordActionForm action="two-factor-enable" id="enable-password" button="Turn on" />
      </>
    );
  return (
    <>
      <p className="mt-3">{consoleTexts.twoFactorOnState}</p>
      {freshCodes ? <RecoveryCodes codes={freshCodes} /> : <p className="mt-3">{consoleTexts.recoveryCodesHidden}</p>}
      <h3 className="mt-6 text-base font-semibold">Make new recovery codes</h3>
      <PasswordActionForm
        action="recovery-codes"
        id="codes-password"
        button="Make new recovery codes"
        tone="secondary"
      />
      <h3 className="mt-6 text-base font-semibold">Turn off</h3>
      {required ? (
        <p className="mt-3">{consoleTexts.twoFactorLocked}</p>
      ) : (
        <PasswordActionForm action="two-factor-disable" id="disable-password" button="Turn off" tone="danger" />
      )}
    </>
  );
}
