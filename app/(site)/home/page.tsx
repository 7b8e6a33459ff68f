import { ContentPageView } from '@/components/pages/content-page-view';
import { homePage } from '@/content/pages/home';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';

export const metadata = pageMetadata({
  title: 'Home',
  description:
    'MHV is a spiritual and holistic-health community in Ghana: consultations with priests, a preventive health-care centre, herbal products, festivals and teachings.',
  path: routes.home,
});

export default function Page() {
  return (
    <>
      <OrganizationJsonLd />
      <ContentPageView page={homePage} />
    </>
  );
}
