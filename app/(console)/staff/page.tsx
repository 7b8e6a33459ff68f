import type { Metadata } from 'next';
import { ConsoleShell } from '@/components/console/console-shell';
import { buttonClasses } from '@/components/console/console-classes';
import { OrderCard } from '@/components/console/order-card';
import { OrderFilterForm } from '@/components/console/order-filter-form';
import { Pager } from '@/components/console/pager';
import { countOf, formatPesewas } from '@/lib/console/console-format';
import { consoleTexts } from '@/lib/console/console-messages';
import { dayIgnored, listQueryString, readListQuery } from '@/lib/console/order-list';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { ordersPageData } from '@/lib/console/page-queries/orders';

export const metadata: Metadata = { title: 'Orders' };

// The order book, newest first, 25 to a page, filtered and paged in the database.
export default async function OrdersPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(params);
  const { member } = await requireStaff({ path: staffRoutes.orders + listQueryString(query), landing: true });
  const result = await ordersPageData(query);
  const filter = { status: query.status, step: query.step, from: query.from, to: query.to, q: query.q };
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <ConsoleShell
      member={member}
      current="orders"
      title="Orders"
      notice={firstParam(params, 'notice')}
      error={firstParam(params, 'error') ?? (dayIgnored(params, query) ? 'badDay' : undefined)}
    >
      <OrderFilterForm filter={filter} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold">
          {countOf(result.count, 'order', 'orders')} · Total {formatPesewas(result.total)}
        </p>
        {result.count > 0 && (
          <a href={staffRoutes.ordersCsv + listQueryString(filter)} className={buttonClasses.secondary}>
            Download CSV
          </a>
        )}
      </div>
      {result.orders.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-400 bg-white p-6 text-center text-stone-700">
          {filtered ? consoleTexts.noOrders : consoleTexts.noOrdersYet}
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {result.orders.map((order) => (
            <li key={order.reference}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        label="Pages of orders"
        page={result.page}
        pages={result.pages}
        hrefFor={(n) => staffRoutes.orders + listQueryString({ ...filter, page: n })}
      />
    </ConsoleShell>
  );
}
