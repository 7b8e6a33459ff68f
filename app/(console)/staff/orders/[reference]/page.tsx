import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BuyerDetails } from '@/components/console/buyer-details';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { DeliveryDetails } from '@/components/console/delivery-details';
import { DisputePanel } from '@/components/console/dispute-panel';
import { FulfilmentPanel } from '@/components/console/fulfilment-panel';
import { OrderLinesTable } from '@/components/console/order-lines-table';
import { StaffNotes } from '@/components/console/staff-notes';
import { PaymentPanel } from '@/components/console/payment-panel';
import { RefundPanel } from '@/components/console/refund-panel';
import { fulfilmentMessage, isTellingStep } from '@/lib/shop/orders/fulfilment-mails';
import { mayCheckWithPaystack } from '@/lib/console/check-paystack';
import { formatTime } from '@/lib/console/console-format';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { orderPageData } from '@/lib/console/page-queries/order';

interface OrderPageProps {
  params: Promise<{ reference: string }>;
  searchParams: Promise<PageSearchParams>;
}

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  return { title: `Order ${(await params).reference}` };
}

// One order: what was bought, how it reaches the buyer, who the buyer is, the money (paid, refunded, disputed), the
// steps and the notes.
export default async function OrderPage({ params, searchParams }: OrderPageProps) {
  const { reference } = await params;
  const { member } = await requireStaff({ path: staffRoutes.order(reference) });
  const query = await searchParams;
  const detail = await orderPageData(reference);
  if (!detail) notFound();
  const { order, payments, steps, notes, refunds, disputes } = detail;
  const paid = order.status === 'paid';
  const tellMessage = paid && isTellingStep(order.fulfilment) ? fulfilmentMessage(order.fulfilment, order) : null;
  return (
    <ConsoleShell
      member={member}
      current="orders"
      title={`Order ${order.reference}`}
      notice={firstParam(query, 'notice')}
      error={firstParam(query, 'error')}
    >
      <p className="mt-1 text-stone-700">
        Placed <time dateTime={order.createdAt.toISOString()}>{formatTime(order.createdAt)}</time>
      </p>
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <div>
          <ConsoleSection id="items" title="Items">
            <OrderLinesTable order={order} />
          </ConsoleSection>
          <ConsoleSection id="delivery" title="Delivery">
            <DeliveryDetails delivery={order.delivery} />
          </ConsoleSection>
          <ConsoleSection id="buyer" title="Buyer">
            <BuyerDetails customer={order.customer} />
          </ConsoleSection>
        </div>
        <div>
          {/* A paid order is worked on, so its steps come first; any other is about its money. */}
          {paid && (
            <ConsoleSection id="fulfilment" title="Fulfilment">
              <FulfilmentPanel order={order} steps={steps} tellMessage={tellMessage} />
            </ConsoleSection>
          )}
          <ConsoleSection id="payment" title="Payment">
            <PaymentPanel order={order} payments={payments} mayCheck={mayCheckWithPaystack(order)} />
          </ConsoleSection>
          {disputes.length > 0 && (
            <ConsoleSection id="disputes" title="Disputes">
              <DisputePanel events={disputes} />
            </ConsoleSection>
          )}
          {(paid || refunds.length > 0) && (
            <ConsoleSection id="refunds" title="Refunds">
              <RefundPanel
                order={order}
                refunds={refunds}
                mayRefund={member.role === 'owner'}
                requestKey={randomUUID()}
              />
            </ConsoleSection>
          )}
          <ConsoleSection id="notes" title="Notes">
            <StaffNotes
              notes={notes.map((note) => ({ id: note.id, author: note.actorEmail, at: note.at, body: note.body }))}
              action="note"
              about={{ reference: order.reference }}
            />
          </ConsoleSection>
        </div>
      </div>
    </ConsoleShell>
  );
}
