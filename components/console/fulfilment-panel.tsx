import { fulfilmentLabels } from '@/lib/shop/orders/fulfilment-words';
import type { Order } from '@/lib/shop/orders/order-types';
import { formatTime } from '@/lib/console/console-format';
import type { StepEvent } from '@/lib/console/order-detail';
import { NextStepButtons } from './next-step-buttons';
import { TellBuyerLink } from './tell-buyer-link';

interface FulfilmentPanelProps {
  order: Order;
  steps: StepEvent[];
  /** The current step's message to the buyer, when the step is one that tells them. */
  tellMessage: string | null;
}

/** Where a paid order is on its way to the buyer, how it got there, and the buttons that move it on. */
export function FulfilmentPanel({ order, steps, tellMessage }: FulfilmentPanelProps) {
  return (
    <>
      <p className="mt-3 text-lg">
        Now: <strong>{fulfilmentLabels[order.fulfilment]}</strong>
      </p>
      {tellMessage && <TellBuyerLink phone={order.customer.phone} message={tellMessage} />}
      <NextStepButtons reference={order.reference} method={order.delivery.method} current={order.fulfilment} />
      {steps.length > 0 && (
        <>
          <h3 className="mt-6 text-base font-semibold">History</h3>
          <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4">
            {steps.map((event) => (
              <li key={event.id}>
                <p className="font-medium">
                  {fulfilmentLabels[event.fromStep]} → {fulfilmentLabels[event.toStep]}
                </p>
                <p className="text-sm text-stone-700">
                  <span className="wrap-anywhere">{event.actorEmail || 'someone'}</span> ·{' '}
                  <time dateTime={event.at.toISOString()}>{formatTime(event.at)}</time>
                </p>
                {event.reason && <p className="text-sm whitespace-pre-line">Reason: {event.reason}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
