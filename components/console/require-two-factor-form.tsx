import { consoleTexts } from '@/lib/console/console-messages';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';

/** Whether every account must use a second factor, and the button that changes it. */
export function RequireTwoFactorForm({ required }: { required: boolean }) {
  return (
    <ActionForm action="require-two-factor" hidden={{ required: String(!required) }} className="mt-3 space-y-3">
      <p>{required ? consoleTexts.requiredOnState : consoleTexts.requiredOffState}</p>
      <SubmitButton tone={required ? 'secondary' : 'primary'}>
        {required ? 'Stop requiring it' : 'Require it for everyone'}
      </SubmitButton>
    </ActionForm>
  );
}
