import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Services and Products',
  description: 'Spiritual consultations, health assessments, diet and fasting programs and herbal and spiritual products from the MHV community in Ghana.',
  path: '/services',
});

export default function Page() {
  return (
    <PageIntro title="Services and Products">
      <p>Consultations with our priests, preventive health care in the BTS lifestyle, and herbal and spiritual products prepared by our herbalists.</p>
    </PageIntro>
  );
}
