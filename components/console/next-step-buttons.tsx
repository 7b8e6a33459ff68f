import { nextSteps } from '@/lib/shop/orders/fulfilment-path';
import { fulfilmentLabels } from '@/lib/shop/orders/fulfilment-words';
import type { DeliveryMethod, FulfilmentStep } from '@/lib/server/db/stored-values';
import { MAX_REASON_LENGTH } from '@/lib/console/console-limits';
import { consoleTexts } from '@/lib/console/console-messages';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';

interface NextStepButtonsProps {
  reference: string;
  method: DeliveryMethod;
  /** The step the order is at as this page shows it: sent along, so a change made meanwhile is caught. */
  current: FulfilmentStep;
}

/**
 * Where the order may go from here, by the same rules the server checks: the next step of its path as the main
 * button, and cancelling, with a reason, tucked behind a disclosure so it is never pressed by a slip of the thumb.
 */
export function NextStepButtons({ reference, method, current }: NextStepButtonsProps) {
  const steps = nextSteps(method, current);
  const forward = steps.find((step) => step !== 'cancelled');
  if (steps.length === 0) return null;
  return (
    <div className="mt-4 space-y-4">
      {forward && (
        <ActionForm action="fulfil" hidden={{ reference, from: current, to: forward }}>
          <SubmitButton>Mark as {fulfilmentLabels[forward]}</SubmitButton>
        </ActionForm>
      )}
      {steps.includes('cancelled') && (
        <details className="rounded-lg border border-stone-300 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-red-800">Cancel order</summary>
          <ActionForm action="fulfil" hidden={{ reference, from: current, to: 'cancelled' }} className="mt-2 space-y-3">
            <p className="text-stone-700">{consoleTexts.cancelWarning}</p>
            <TextAreaField id="cancel-reason" name="reason" label="Reason" required maxLength={MAX_REASON_LENGTH} />
            <SubmitButton tone="danger">Cancel this order</SubmitButton>
          </ActionForm>
        </details>
      )}
    </div>
  );
}
