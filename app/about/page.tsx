import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Meet the Team',
  description: 'Meet the founder and the priests, priestesses, herbalists, health-care professionals and reverends who serve the MHV community.',
  path: '/about',
});

export default function Page() {
  return (
    <PageIntro title="Meet the Team">
      <p>The founder, priests, priestesses, herbalists, health-care professionals and reverends who serve our community and its visitors.</p>
    </PageIntro>
  );
}
