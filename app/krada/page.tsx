import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'The KRADA Program',
  description: 'KRADA is the MHV program of spiritual learning, self-awareness and community practice, with its yearly festivals and gatherings.',
  path: '/krada',
});

export default function Page() {
  return (
    <PageIntro title="The KRADA Program">
      <p>A program of spiritual learning and self-awareness, practised together through the year and celebrated at our festivals.</p>
    </PageIntro>
  );
}
