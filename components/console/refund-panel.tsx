import type { Order } from '@/lib/shop/orders/order-types';
import { holdsMoney, refundStatusLabels } from '@/lib/shop/money/refund-words';
import { MAX_REASON_LENGTH } from '@/lib/console/console-limits';
import { formatPesewas, formatTime } from '@/lib/console/console-format';
import { consoleTexts } from '@/lib/console/console-messages';
import type { RefundEntry } from '@/lib/console/order-detail';
import { ActionForm } from './action-form';
import { CheckboxField } from './checkbox-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

interface RefundPanelProps {
  order: Order;
  refunds: RefundEntry[];
  /** Whether this person may give money back (the owner). */
  mayRefund: boolean;
  /** A fresh key for the form: sending the same form twice makes one refund. */
  requestKey: string;
}

/** The money given back, each refund with its progress, and (for the owner) the form to give more back. */
export function RefundPanel({ order, refunds, mayRefund, requestKey }: RefundPanelProps) {
  const left =
    order.amount - refunds.filter((refund) => holdsMoney(refund.status)).reduce((sum, r) => sum + r.amount, 0);
  return (
    <>
      <p className="mt-3">
        Refunded {formatPesewas(order.refunded)} of {formatPesewas(order.amount)} · left to refund{' '}
        <strong>{formatPesewas(left)}</strong>
      </p>
      {refunds.length > 0 && (
        <ol className="mt-3 space-y-3">
          {refunds.map((refund) => (
            <li key={refund.id} className="rounded-lg bg-stone-100 p-3">
              <p className="font-medium">
                {formatPesewas(refund.amount)} · {refundStatusLabels[refund.status]}
              </p>
              <p className="text-sm text-stone-700">
                <span className="wrap-anywhere">{refund.actorEmail}</span> ·{' '}
                <time dateTime={refund.createdAt.toISOString()}>{formatTime(refund.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{refund.reason}</p>
              {refund.lastError && refund.status !== 'processed' && (
                <p className="mt-1 text-sm break-words text-red-800">Paystack: {refund.lastError}</p>
              )}
              {mayRefund && refund.status === 'asking' && (
                <ActionForm action="refund-retry" hidden={{ refund: String(refund.id) }} className="mt-2">
                  <SubmitButton tone="secondary">Ask Paystack again</SubmitButton>
                </ActionForm>
              )}
            </li>
          ))}
        </ol>
      )}
      {mayRefund && order.status === 'paid' && left > 0 && (
        <ActionForm action="refund" hidden={{ reference: order.reference, requestKey }} className="mt-4 space-y-3">
          <TextField
            id="refund-amount"
            name="amount"
            label="Amount to refund (GHS)"
            inputMode="decimal"
            required
            maxLength={12}
            defaultValue={(left / 100).toFixed(2)}
            hint={consoleTexts.refundHint}
          />
          <TextAreaField id="refund-reason" name="reason" label="Reason" required maxLength={MAX_REASON_LENGTH} />
          {/* The units come back to what can be sold once per order, however often this is pressed. */}
          <CheckboxField id="refund-restock" name="restock" label="Put back in stock" />
          <SubmitButton tone="danger">Refund</SubmitButton>
        </ActionForm>
      )}
    </>
  );
}
