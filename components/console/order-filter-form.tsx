import Link from 'next/link';
import { fulfilmentLabels } from '@/lib/shop/orders/fulfilment-words';
import type { OrderFilter } from '@/lib/shop/orders/order-filter';
import { MAX_SEARCH_LENGTH } from '@/lib/console/console-limits';
import { paymentLabels } from '@/lib/console/console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { buttonClasses } from './console-classes';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const withAll = (labels: Record<string, string>) => [['', 'All'] as const, ...Object.entries(labels)];

/** Which orders the list shows. A GET form: the filter lives in the address, so a list can be bookmarked or shared. */
export function OrderFilterForm({ filter }: { filter: OrderFilter }) {
  return (
    <form
      method="get"
      action={staffRoutes.orders}
      role="search"
      aria-label="Find orders"
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-4"
    >
      <TextField
        id="q"
        name="q"
        type="search"
        label="Search"
        placeholder="Reference, name, e-mail, phone"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        defaultValue={filter.q}
        className="col-span-2 sm:col-span-4"
      />
      <SelectField
        id="status"
        name="status"
        label="Payment"
        options={withAll(paymentLabels)}
        defaultValue={filter.status ?? ''}
      />
      <SelectField
        id="step"
        name="step"
        label="Step"
        options={withAll(fulfilmentLabels)}
        defaultValue={filter.step ?? ''}
      />
      <TextField id="from" name="from" type="date" label="From" defaultValue={filter.from} />
      <TextField id="to" name="to" type="date" label="To" defaultValue={filter.to} />
      <div className="col-span-2 flex flex-wrap gap-3 sm:col-span-4">
        <SubmitButton>Show</SubmitButton>
        <Link href={staffRoutes.orders} prefetch={false} className={buttonClasses.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
