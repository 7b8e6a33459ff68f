import type { WaitingLink } from '@/lib/auth/set-password-links';
import type { StaffListEntry } from '@/lib/auth/staff-accounts';
import { consoleTexts } from '@/lib/console/console-messages';
import { roleWords } from '@/lib/console/console-format';
import { ActionForm } from './action-form';
import { SetPasswordLinkBox } from './set-password-link-box';
import { SubmitButton } from './submit-button';

interface StaffAccountCardProps {
  account: StaffListEntry;
  /** Its set-password link while one works. */
  waiting?: WaitingLink;
  /** The signed-in owner's own account: no reset or removal from here, which would lock them out. */
  isYou: boolean;
}

const summary = 'flex min-h-11 cursor-pointer items-center font-medium';

/** One staff account on the owner's team page, with its link to send and what the owner may do to it. */
export function StaffAccountCard({ account, waiting, isYou }: StaffAccountCardProps) {
  const headingId = `account-${account.email}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold break-all">
        {account.email}
        {isYou && <span className="font-normal text-stone-700"> (you)</span>}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-700">Role</dt>
        <dd>{roleWords[account.role]}</dd>
        <dt className="text-stone-700">Second factor</dt>
        <dd>{account.twoFactor ? 'On' : 'Off'}</dd>
        {!account.hasPassword && (
          <>
            <dt className="text-stone-700">Password</dt>
            <dd className="font-medium text-gold-800">Waiting for its link</dd>
          </>
        )}
      </dl>
      {!account.hasPassword &&
        (waiting ? (
          <SetPasswordLinkBox email={account.email} waiting={waiting} />
        ) : (
          <p className="mt-3 text-stone-700">{consoleTexts.linkExpired}</p>
        ))}
      {!isYou && (
        <div className="mt-3 space-y-2">
          <details className="rounded-lg border border-stone-300 px-3">
            <summary className={`${summary} text-brand-700`}>Reset</summary>
            <ActionForm action="reset-staff" hidden={{ email: account.email }} className="space-y-3 pb-3">
              <p>{consoleTexts.resetExplained}</p>
              <SubmitButton tone="secondary">Reset this account</SubmitButton>
            </ActionForm>
          </details>
          <details className="rounded-lg border border-stone-300 px-3">
            <summary className={`${summary} text-red-800`}>Remove</summary>
            <ActionForm action="remove-staff" hidden={{ email: account.email }} className="space-y-3 pb-3">
              <p>{consoleTexts.removeWarning}</p>
              <SubmitButton tone="danger">Remove this account</SubmitButton>
            </ActionForm>
          </details>
        </div>
      )}
    </article>
  );
}
