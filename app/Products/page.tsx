import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Products',
  description: 'Herbal medicines, teas, tinctures, oils and spiritual items from the MHV community, paid in Ghana cedis by mobile money or card.',
  path: '/Products',
});

export default function Page() {
  return (
    <PageIntro title="Our Products">
      <p>Herbal medicines, teas, tinctures, oils and spiritual items prepared by our herbalists.</p>
    </PageIntro>
  );
}
