import { ContentPageView } from '@/components/pages/content-page-view';
import { kradaPage } from '@/content/pages/krada';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';

export const metadata = pageMetadata({
  title: 'The KRADA Program',
  description:
    'KRADA is the MHV program of self-awareness built on the kra, the soul you were born with: soul-day practice, teachings, festivals and the BTS lifestyle.',
  path: routes.krada,
});

export default function Page() {
  return <ContentPageView page={kradaPage} />;
}
