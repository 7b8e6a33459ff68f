import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';

export const metadata = pageMetadata({
  title: 'Home',
  description: 'MHV is a spiritual and holistic-health community in Ghana: teachings, festivals, herbal products, a health-care centre and a directory of member businesses.',
  path: '/home',
});

export default function Page() {
  return (
    <PageIntro title="Home">
      <OrganizationJsonLd />
      <p>A spiritual community in Ghana that brings together ancestral wisdom, preventive health care and a living tradition of festivals, teachings and service.</p>
    </PageIntro>
  );
}
