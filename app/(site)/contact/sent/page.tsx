import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { PageIntro } from '@/components/layout/page-intro';
import { contactForm } from '@/content/contact';
import { routes } from '@/content/routes';
import { SENT_COOKIE } from '@/lib/inbox/contact-form-fields';
import { siteUrl } from '@/lib/site/site-url';

// Where a contact form sent without the page's code lands: rendered per request (it reads the address the message will
// be answered at from a cookie of a few minutes), never indexed.
export const metadata: Metadata = {
  title: 'Message sent',
  robots: { index: false, follow: false },
  metadataBase: siteUrl(),
};

export default async function Page() {
  const email = (await cookies()).get(SENT_COOKIE)?.value;
  return (
    <PageIntro eyebrow="Contact Us" title={email ? 'Message sent' : 'Send us a message'}>
      <p role="status">{email ? contactForm.sent.replace('{email}', email) : 'Write to us from the contact page.'}</p>
      <p className="mt-4">
        <Link href={routes.contact} className="font-semibold text-brand-700 underline">
          Back to Contact Us
        </Link>
      </p>
    </PageIntro>
  );
}
