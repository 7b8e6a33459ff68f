import type { Order } from '@/lib/orders/order-types';
import { formatMoney, fromMinorUnits } from '@/lib/money';

/** The receipt's products, each with its quantity, price and line total; a delivery's fee; and the order's total. */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
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
        {order.delivery.method === 'delivery' ? (
          <tr className="border-t border-stone-300" data-testid="order-delivery-line">
            <th scope="row" colSpan={3} className="py-2 font-normal">
              Delivery ({order.delivery.area})
            </th>
            <td className="py-2 text-right">{formatMoney(fromMinorUnits(order.delivery.fee), order.currency)}</td>
          </tr>
        ) : null}
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
  );
}
