import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { careCentre } from '@/content/assessments/care-centre';
import { PageIntro } from '@/components/layout/page-intro';
import { BtsSection } from '@/components/care/bts-section';
import { AssessmentsSection } from '@/components/care/assessments-section';
import { InfoCardsSection } from '@/components/care/info-cards-section';
import { ConsultSection } from '@/components/care/consult-section';
import { carePath } from '@/content/site-links';
import { pageMetadata } from '@/lib/site/seo';

// The care-centre address comes from content/site.ts ('mhv' gives /mhv-care), so it is the one
// dynamic segment, prerendered for that single value; any other value is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ care: `${site.careSlug}-care` }];
}

export const metadata = pageMetadata({
  title: site.careName,
  description:
    'The MHV Health Care Centre and the BTS (before the sickness) lifestyle: free lifestyle and stressors self-assessments, diet plans, fasting programs and research.',
  path: carePath,
});

export default async function CarePage({ params }: { params: Promise<{ care: string }> }) {
  const { care } = await params;
  if (`/${care}` !== carePath) notFound();
  return (
    <>
      <PageIntro eyebrow={careCentre.eyebrow} title={site.careName}>
        <p>{careCentre.intro}</p>
      </PageIntro>
      <BtsSection bts={careCentre.bts} />
      <AssessmentsSection copy={careCentre.assessments} />
      <InfoCardsSection cards={careCentre.cards} />
      <ConsultSection consult={careCentre.consult} disclaimer={careCentre.disclaimer} />
    </>
  );
}
