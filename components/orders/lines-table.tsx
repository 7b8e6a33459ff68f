import type { ReactNode } from 'react';
import type { OrderLine } from '@/lib/server/db/stored-values';

// The table of an order's products, for the buyer's receipt and the staff console's order page, each with its own
// columns and classes. It lives beside the receipt, as the public pages must not load the console's code; the
// console's stylesheet reads this file for the classes written here.

/** One column: its heading, what each product's cell holds, and their classes (the cells' own, if they differ). */
export interface LineColumn {
  heading: string;
  className: string;
  cellClass?: string;
  cell: (line: OrderLine) => ReactNode;
}

interface LinesTableProps {
  lines: readonly OrderLine[];
  columns: readonly LineColumn[];
  className: string;
  headClass: string;
  footClass?: string;
  /** The foot's rows: the delivery fee and the total. */
  children: ReactNode;
}

/** An order's products, one row each, under the columns' headings, then the foot's rows. */
export function LinesTable({ lines, columns, className, headClass, footClass, children }: LinesTableProps) {
  return (
    <table className={className}>
      <caption className="sr-only">Products in this order</caption>
      <thead className={headClass}>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.className}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {lines.map((line) => (
          <tr key={line.productId}>
            {columns.map((column) => (
              <td key={column.heading} className={column.cellClass ?? column.className}>
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className={footClass}>{children}</tfoot>
    </table>
  );
}
