import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Reach the MHV community by phone, WhatsApp, Instagram or e-mail, or send us a message about a consultation, a product or a visit.',
  path: '/contact',
});

export default function Page() {
  return (
    <PageIntro title="Contact Us">
      <p>Ask about a consultation, a product or a visit. We answer by phone, WhatsApp, Instagram and e-mail.</p>
    </PageIntro>
  );
}
