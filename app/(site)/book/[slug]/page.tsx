import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { ConsultationFacts } from '@/components/bookings/consultation-facts';
import { BookingForm } from '@/components/bookings/booking-form';
import { readConsultationPage, readConsultations } from '@/lib/bookings/booking-read';
import { consultationPath } from '@/lib/bookings/booking-path';
import { pageMetadata } from '@/lib/site/seo';

type Props = { params: Promise<{ slug: string }> };

// Rendered again whenever a time is held, booked or freed, or the hours change (the bookings' page tag), and at least
// this often so that times that have passed leave the list; Pay Now has the final word on any time.
export const revalidate = 300;

// A consultation added after the build is rendered on its first request; an unknown one is 404.
export async function generateStaticParams() {
  return (await readConsultations()).map((consultation) => ({ slug: consultation.slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const consultation = (await readConsultations()).find((entry) => entry.slug === slug);
  if (!consultation) return {};
  return pageMetadata({
    title: consultation.name,
    description: consultation.description,
    path: consultationPath(slug),
  });
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const consultation = await readConsultationPage(slug, new Date());
  if (!consultation) notFound();
  return (
    <>
      <PageIntro eyebrow="Book a consultation" title={consultation.name}>
        <p>{consultation.description}</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <ConsultationFacts consultation={consultation} />
        <BookingForm consultation={consultation} />
      </div>
    </>
  );
}
