import { PageHero } from '@/components/pages/page-hero';
import { ContentSection } from '@/components/pages/content-section';
import { ClosingBand } from '@/components/pages/closing-band';
import type { ContentPage } from '@/content/schema/pages';

// Home, Services and Products and the KRADA page share one shape: hero, sections, closing band.
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((section, index) => (
        <ContentSection key={section.id} section={section} shaded={index % 2 === 1} />
      ))}
      <ClosingBand closing={page.closing} />
    </>
  );
}
