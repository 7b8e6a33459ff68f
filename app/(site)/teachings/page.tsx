import { PageIntro } from '@/components/layout/page-intro';
import { TeachingsSection } from '@/components/teachings/teachings-section';
import { FeaturedVideo } from '@/components/teachings/featured-video';
import { CampingGallery } from '@/components/teachings/camping-gallery';
import { VideoList } from '@/components/teachings/video-list';
import { SectionLinks } from '@/components/teachings/section-links';
import { campingSection, categoryPosters, hikingSection, openingSection, videoSections } from '@/content/videos';
import { readVideos } from '@/lib/catalogue/catalogue-read';
import { planTeachings } from '@/lib/catalogue/videos/teachings-plan';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { videoJsonLd } from '@/lib/site/structured-data/catalogue';

const title = 'Annual Festivals and Activities';

export const metadata = pageMetadata({
  title,
  description:
    'Teaching videos from KRADA and Akwasidae, hikes in our sacred forest, camping on our sacred grounds, music, lifestyle and food.',
  path: routes.teachings,
});

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export default async function Page() {
  const videos = await readVideos();
  const plan = planTeachings(videos, videoSections);
  const listSections = plan.sections.map((entry) => ({ ...entry, id: slug(entry.section.title) }));
  const links = [
    ...(plan.opening ? [{ id: 'krada', title: openingSection.title }] : []),
    ...(plan.hiking ? [{ id: 'forest', title: hikingSection.title }] : []),
    { id: 'camping', title: campingSection.title },
    ...listSections.map((entry) => ({ id: entry.id, title: entry.section.title })),
  ];
  return (
    <>
      <JsonLd data={videoJsonLd(videos)} />
      <PageIntro title={title}>
        <p>
          Teachings and moments from our festivals: KRADA and Akwasidae, the sacred forest and grounds, music, lifestyle
          and food.
        </p>
        <SectionLinks links={links} />
      </PageIntro>
      {plan.opening ? (
        <TeachingsSection id="krada" title={openingSection.title} intro={openingSection.intro}>
          <FeaturedVideo video={plan.opening} posters={categoryPosters} priority />
        </TeachingsSection>
      ) : null}
      {plan.hiking ? (
        <TeachingsSection id="forest" title={hikingSection.title} intro={hikingSection.intro} tinted>
          <FeaturedVideo video={plan.hiking} posters={categoryPosters} />
        </TeachingsSection>
      ) : null}
      <TeachingsSection id="camping" title={campingSection.title} intro={campingSection.intro}>
        <CampingGallery images={campingSection.images} />
      </TeachingsSection>
      {listSections.map((entry, sectionIndex) => (
        <TeachingsSection
          key={entry.id}
          id={entry.id}
          title={entry.section.title}
          intro={entry.section.intro}
          tinted={sectionIndex % 2 === 0}
        >
          {entry.lists.map((planned, listIndex) => (
            <VideoList
              key={planned.list.category}
              planned={planned}
              posters={categoryPosters}
              idPrefix={`${entry.id}-list-${listIndex + 1}`}
            />
          ))}
        </TeachingsSection>
      ))}
    </>
  );
}
