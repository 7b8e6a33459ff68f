import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { BookingDetails } from '@/components/bookings/booking-details';
import { bookingForPage, refreshWaitingBooking } from '@/lib/bookings/booking-lookup';
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
  const { key } = await searchParams;
  const pageKey = typeof key === 'string' ? key : null;
  const found = await bookingForPage(reference, pageKey);
  // Unknown reference, missing key, wrong key: the same 404.
  if (!found || !pageKey) notFound();
  const shown = await refreshWaitingBooking(found);
  return (
    <>
      <PageIntro eyebrow="Booking" title="Your booking">
        <p>Keep the address of this page: only you have it.</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <BookingDetails found={shown} pageKey={pageKey} />
      </div>
    </>
  );
}
