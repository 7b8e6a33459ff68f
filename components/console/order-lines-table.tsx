import { LinesTable, type LineColumn } from '@/components/orders/lines-table';
import type { Order } from '@/lib/shop/orders/order-types';
import { formatPesewas } from '@/lib/console/console-format';

const cell = 'py-2 align-top';
const number = `${cell} pl-3 text-right whitespace-nowrap`;
/** Quantity and price get columns of their own from 640 px; a phone reads them under the product's name. */
const wide = 'hidden sm:table-cell';
const numberWide = `${number} ${wide}`;

const columns: LineColumn[] = [
  {
    heading: 'Product',
    className: cell,
    cellClass: `${cell} break-words`,
    cell: (line) => (
      <>
        {line.name}
        <span className="block text-stone-700 sm:hidden">
          {line.quantity} × {formatPesewas(line.unitPrice)}
        </span>
      </>
    ),
  },
  { heading: 'Qty', className: numberWide, cell: (line) => line.quantity },
  { heading: 'Price', className: numberWide, cell: (line) => formatPesewas(line.unitPrice) },
  { heading: 'Line total', className: number, cell: (line) => formatPesewas(line.unitPrice * line.quantity) },
];

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
    <LinesTable
      lines={order.lines}
      columns={columns}
      className="mt-3 w-full text-left"
      headClass="border-b border-stone-300 text-sm text-stone-700"
      footClass="border-t border-stone-300"
    >
      {fee !== null && footRow('Delivery', fee, 'font-normal')}
      {footRow('Total', order.amount, 'font-semibold')}
    </LinesTable>
  );
}
