import type { Order } from '@/lib/orders/order-types';
import { formatMoney, fromMinorUnits } from '@/lib/money';
import { maskEmail, maskPhone } from '@/lib/checkout-shared/mask-contact';
import { OrderStatusLive } from '@/components/orders/order-status-live';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Accra',
});

/** One order as its buyer sees it: what, how many, the total in GHS, and whether it is paid. */
export function OrderReceipt({ order }: { order: Order }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid="order-receipt">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-700">Reference</dt>
        <dd className="font-mono text-stone-900" data-testid="order-reference">
          {order.reference}
        </dd>
        <dt className="font-medium text-stone-700">Placed</dt>
        <dd className="text-stone-900">{dateFormat.format(order.createdAt)}</dd>
        <dt className="font-medium text-stone-700">Status</dt>
        <dd>
          <OrderStatusLive reference={order.reference} receiptKey={order.receiptKey} initialStatus={order.status} />
        </dd>
        <dt className="font-medium text-stone-700">Customer</dt>
        <dd className="text-stone-900">
          {order.customer.name} · {maskPhone(order.customer.phone)} · {maskEmail(order.customer.email)}
        </dd>
      </dl>
      <table className="mt-8 w-full text-left text-sm">
        <caption className="sr-only">Products in this order</caption>
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className="py-2">
              Product
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
            <th scope="col" className="py-2 text-right">
              Price
            </th>
            <th scope="col" className="py-2 text-right">
              Line total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {order.lines.map((line) => (
            <tr key={line.productId} data-testid="order-line">
              <td className="py-2">{line.name}</td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right">{formatMoney(fromMinorUnits(line.unitPrice), order.currency)}</td>
              <td className="py-2 text-right">
                {formatMoney(fromMinorUnits(line.unitPrice * line.quantity), order.currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-300 font-semibold">
            <th scope="row" colSpan={3} className="py-2">
              Total
            </th>
            <td className="py-2 text-right" data-testid="order-total">
              {formatMoney(fromMinorUnits(order.amount), order.currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
