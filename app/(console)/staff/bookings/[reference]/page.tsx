import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BuyerDetails } from '@/components/console/buyer-details';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { textLinkClass } from '@/components/console/console-classes';
import { BookingChangesPanel } from '@/components/console/bookings/booking-changes-panel';
import { BookingPayment } from '@/components/console/bookings/booking-payment';
import { BookingStatusBadge } from '@/components/console/bookings/booking-status-badge';
import { STAFF_BOOKINGS_PATH, staffBookingPath } from '@/lib/bookings/booking-path';
import { PLACE_WORDS, whenInGhana } from '@/lib/bookings/booking-words';
import { bookingDetail } from '@/lib/console/bookings/booking-detail';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';

interface BookingPageProps {
  params: Promise<{ reference: string }>;
  searchParams: Promise<PageSearchParams>;
}

export async function generateMetadata({ params }: BookingPageProps): Promise<Metadata> {
  return { title: `Booking ${(await params).reference}` };
}

// One booking: when, with whom and what for, the buyer with a tap to call or message, their note, the money, and
// what staff can do to it now.
export default async function BookingPage({ params, searchParams }: BookingPageProps) {
  const { reference } = await params;
  const { member } = await requireStaff({ path: staffBookingPath(reference) });
  const result = await readFormResult(await searchParams);
  const detail = await bookingDetail(reference);
  if (!detail) notFound();
  const { booking, consultation, person } = detail;
  return (
    <ConsoleShell member={member} current="bookings" title={`Booking ${booking.reference}`}>
      <FormResultBanner result={result} />
      <p className="mt-2">
        <a href={STAFF_BOOKINGS_PATH} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
          Back to the bookings
        </a>
      </p>
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <div>
          <ConsoleSection id="consultation" title="Consultation">
            <p className="mt-3">
              <BookingStatusBadge status={booking.status} />
            </p>
            <p className="mt-2 text-lg font-semibold">{whenInGhana(booking.startsAt)}</p>
            <p className="mt-1">
              {consultation.name} · with {person}
            </p>
            <p className="mt-1 text-stone-700">{PLACE_WORDS[consultation.place]}</p>
          </ConsoleSection>
          <ConsoleSection id="buyer" title="Buyer">
            <BuyerDetails customer={{ name: booking.name, phone: booking.phone, email: booking.email }} />
            <h3 className="mt-4 font-semibold">What they would like to talk about</h3>
            <p className="mt-1 break-words whitespace-pre-line">{booking.note || 'No note.'}</p>
          </ConsoleSection>
        </div>
        <div>
          <ConsoleSection id="payment" title="Payment">
            <BookingPayment booking={booking} refunds={detail.refunds} />
          </ConsoleSection>
          <ConsoleSection id="changes" title="Changes">
            <BookingChangesPanel
              booking={booking}
              moves={detail.moves}
              mayCancel={member.role === 'owner'}
              started={detail.started}
            />
          </ConsoleSection>
        </div>
      </div>
    </ConsoleShell>
  );
}
