import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { BookingDetails } from '@/components/bookings/booking-details';
import { bookingForPage, buyerOptions, refreshWaitingBooking } from '@/lib/bookings/booking-lookup';
import { BuyerChangeForms } from '@/components/bookings/buyer-change-forms';
import { buyerChangeNotices, type BuyerChangeNotice } from '@/lib/bookings/booking-messages';
import { siteUrl } from '@/lib/site/site-url';

// Per visitor and private: rendered on each request (it reads the key), never indexed, never cached.
export const metadata: Metadata = {
  title: 'Your booking',
  robots: { index: false, follow: false },
  metadataBase: siteUrl(),
};

interface BookingPageProps {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function Page({ params, searchParams }: BookingPageProps) {
  const { reference } = await params;
  const { key, notice } = await searchParams;
  const pageKey = typeof key === 'string' ? key : null;
  const found = await bookingForPage(reference, pageKey);
  // Unknown reference, missing key, wrong key: the same 404.
  if (!found || !pageKey) notFound();
  const shown = await refreshWaitingBooking(found);
  const options = await buyerOptions(shown, new Date());
  // Only the sentences the page knows: the address cannot make it say anything else.
  const said =
    typeof notice === 'string' && Object.hasOwn(buyerChangeNotices, notice)
      ? buyerChangeNotices[notice as BuyerChangeNotice]
      : null;
  return (
    <>
      <PageIntro eyebrow="Booking" title="Your booking">
        <p>Keep the address of this page: only you have it.</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {said ? (
          <p role="status" className="rounded-md bg-brand-50 p-3 font-medium text-brand-900">
            {said}
          </p>
        ) : null}
        <BookingDetails found={shown} pageKey={pageKey} />
        {options ? <BuyerChangeForms found={shown} pageKey={pageKey} times={options.times} /> : null}
      </div>
    </>
  );
}
