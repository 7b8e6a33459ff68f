import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Discover Local Businesses',
  description: 'A directory of member businesses connecting visitors with Ghana’s sacred community and unique services.',
  path: '/directory',
});

export default function Page() {
  return (
    <PageIntro title="Discover Local Businesses">
      <p>Connecting you with Ghana’s sacred community and unique services: consultations, healers, artisans and more.</p>
    </PageIntro>
  );
}
