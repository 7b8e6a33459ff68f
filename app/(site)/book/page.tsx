import Link from 'next/link';
import { PageIntro } from '@/components/layout/page-intro';
import { ConsultationFacts } from '@/components/bookings/consultation-facts';
import { readConsultations } from '@/lib/bookings/booking-read';
import { BOOK_PATH, consultationPath } from '@/lib/bookings/booking-path';
import { pageMetadata } from '@/lib/site/seo';
import { site } from '@/content/site';
import { telHref } from '@/content/site-links';

export const metadata = pageMetadata({
  title: 'Book a consultation',
  description:
    'Book a consultation with our priests, priestesses, herbalists and health professionals, and pay the deposit by mobile money.',
  path: BOOK_PATH,
});

export default async function Page() {
  const consultations = await readConsultations();
  return (
    <>
      <PageIntro title="Book a consultation">
        <p>
          Choose a consultation, then a time that suits you. A deposit paid by mobile money or card holds your time.
        </p>
        <p className="mt-2">
          Would you rather talk first? Call us on{' '}
          <a href={telHref(site.consultationPhone)} className="font-semibold text-brand-800 underline">
            {site.consultationPhone}
          </a>
          .
        </p>
      </PageIntro>
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:grid-cols-2">
        {consultations.map((consultation) => (
          <li key={consultation.slug} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <h2 className="font-serif text-xl font-bold text-brand-900">{consultation.name}</h2>
            <p className="mt-2 text-stone-700">{consultation.description}</p>
            <div className="mt-4">
              <ConsultationFacts consultation={consultation} />
            </div>
            <Link
              href={consultationPath(consultation.slug)}
              className="mt-5 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Choose a time<span className="sr-only"> for {consultation.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
