import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Annual Festivals and Activities',
  description: 'Teaching videos from KRADA and Akwasidae, hikes in our sacred forest, camping on our sacred grounds, music, lifestyle and food.',
  path: '/teachings',
});

export default function Page() {
  return (
    <PageIntro title="Annual Festivals and Activities">
      <p>Teachings and moments from our festivals: KRADA and Akwasidae, the sacred forest and grounds, music, lifestyle and food.</p>
    </PageIntro>
  );
}
