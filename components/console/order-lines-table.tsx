import type { Order } from '@/lib/orders/order-types';
import { formatPesewas } from '@/lib/staff/console-format';

const cell = 'py-2 align-top';
const number = `${cell} pl-3 text-right whitespace-nowrap`;
/** Quantity and price get columns of their own from 640 px; a phone reads them under the product's name. */
const wide = 'hidden sm:table-cell';

/** What the buyer ordered: each product with its quantity, price and line total, the delivery fee, and the total. */
export function OrderLinesTable({ order }: { order: Order }) {
  const fee = order.delivery.method === 'delivery' ? order.delivery.fee : null;
  const footRow = (words: string, pesewas: number, weight: 'font-normal' | 'font-semibold') => (
    <tr className={weight}>
      <th scope="row" className={`${cell} text-left ${weight}`}>
        {words}
      </th>
      <td className={wide} />
      <td className={wide} />
      <td className={number}>{formatPesewas(pesewas)}</td>
    </tr>
  );
  return (
    <table className="mt-3 w-full text-left">
      <caption className="sr-only">Products in this order</caption>
      <thead className="border-b border-stone-300 text-sm text-stone-700">
        <tr>
          <th scope="col" className={cell}>
            Product
          </th>
          <th scope="col" className={`${number} ${wide}`}>
            Qty
          </th>
          <th scope="col" className={`${number} ${wide}`}>
            Price
          </th>
          <th scope="col" className={number}>
            Line total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <td className={`${cell} break-words`}>
              {line.name}
              <span className="block text-stone-700 sm:hidden">
                {line.quantity} × {formatPesewas(line.unitPrice)}
              </span>
            </td>
            <td className={`${number} ${wide}`}>{line.quantity}</td>
            <td className={`${number} ${wide}`}>{formatPesewas(line.unitPrice)}</td>
            <td className={number}>{formatPesewas(line.unitPrice * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-300">
        {fee !== null && footRow('Delivery', fee, 'font-normal')}
        {footRow('Total', order.amount, 'font-semibold')}
      </tfoot>
    </table>
  );
}
