import { ContentPageView } from '@/components/pages/content-page-view';
import { servicesPage } from '@/content/pages/services';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';

export const metadata = pageMetadata({
  title: 'Services and Products',
  description:
    'Spiritual consultations, health assessments, diet and fasting programs and herbal and spiritual products from the MHV community in Ghana.',
  path: routes.services,
});

export default function Page() {
  return <ContentPageView page={servicesPage} />;
}
