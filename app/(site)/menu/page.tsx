import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { SiteMenu } from '@/components/layout/site-menu';

// What the header's 'Open menu', 'More' and 'Talk to …' buttons open while the page's code has not run (JavaScript
// off, a script lost on a dropped connection, a browser older than the code's targets). Prerendered like every page.
export const metadata: Metadata = { title: 'Menu', robots: { index: false, follow: true } };

export default function Page() {
  return (
    <>
      <PageIntro eyebrow="Menu" title="Menu" />
      <SiteMenu />
    </>
  );
}
