import type { Order } from '@/lib/shop/orders/order-types';
import { formatTime } from '@/lib/console/console-format';
import { consoleTexts, paymentLabels, paymentSourceWords } from '@/lib/console/console-messages';
import type { PaymentEvent } from '@/lib/console/order-detail';
import { ActionForm } from './action-form';
import { MoneyBadges } from './money-badges';
import { PaymentBadge } from './payment-badge';
import { SubmitButton } from './submit-button';

interface PaymentPanelProps {
  order: Order & { oversold?: boolean };
  payments: PaymentEvent[];
  /** Whether 'Check with Paystack' is offered now (a pending order that has waited long enough). */
  mayCheck: boolean;
}

/** Where the money is: the status now, each change with who told the shop and when, and asking Paystack. */
export function PaymentPanel({ order, payments, mayCheck }: PaymentPanelProps) {
  return (
    <>
      <p className="mt-3">
        <PaymentBadge status={order.status} />
        <MoneyBadges order={order} />
      </p>
      {order.paidAt && (
        <p className="mt-2 text-stone-700">
          Paid <time dateTime={order.paidAt.toISOString()}>{formatTime(order.paidAt)}</time>
        </p>
      )}
      <h3 className="mt-4 text-base font-semibold">History</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4">
        {payments.map((event) => (
          <li key={event.id}>
            <p className="font-medium">
              {event.fromStatus ? `${paymentLabels[event.fromStatus]} → ` : ''}
              {paymentLabels[event.toStatus]}
            </p>
            <p className="text-sm text-stone-700">
              From {paymentSourceWords[event.source]} ·{' '}
              <time dateTime={event.at.toISOString()}>{formatTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
      {order.status === 'pending' && (
        <p className="mt-4 text-stone-700">{mayCheck ? consoleTexts.pendingAsk : consoleTexts.pendingWait}</p>
      )}
      {mayCheck && (
        <ActionForm action="check-paystack" hidden={{ reference: order.reference }} className="mt-3">
          <SubmitButton tone="secondary">Check with Paystack</SubmitButton>
        </ActionForm>
      )}
    </>
  );
}
