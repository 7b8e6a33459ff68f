import type { Order } from '@/lib/shop/orders/order-types';
import { formatMinorUnits } from '@/content/schema/money';
import { LinesTable, type LineColumn } from './lines-table';

const right = 'py-2 text-right';

/** The receipt's products, each with its quantity, price and line total; a delivery's fee; and the order's total. */
export function OrderLinesTable({ order }: { order: Order }) {
  const money = (pesewas: number) => formatMinorUnits(pesewas, order.currency);
  const columns: LineColumn[] = [
    { heading: 'Product', className: 'py-2', cell: (line) => line.name },
    { heading: 'Quantity', className: right, cell: (line) => line.quantity },
    { heading: 'Price', className: right, cell: (line) => money(line.unitPrice) },
    { heading: 'Line total', className: right, cell: (line) => money(line.unitPrice * line.quantity) },
  ];
  return (
    <LinesTable
      lines={order.lines}
      columns={columns}
      className="mt-8 w-full text-left text-sm"
      headClass="border-b border-stone-300 text-stone-700"
    >
      {order.delivery.method === 'delivery' ? (
        <tr className="border-t border-stone-300" data-testid="order-delivery-line">
          <th scope="row" colSpan={3} className="py-2 font-normal">
            Delivery ({order.delivery.area})
          </th>
          <td className={right}>{money(order.delivery.fee)}</td>
        </tr>
      ) : null}
      <tr className="border-t border-stone-300 font-semibold">
        <th scope="row" colSpan={3} className="py-2">
          Total
        </th>
        <td className={right} data-testid="order-total">
          {money(order.amount)}
        </td>
      </tr>
    </LinesTable>
  );
}
