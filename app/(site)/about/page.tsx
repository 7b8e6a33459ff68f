import { PageIntro } from '@/components/layout/page-intro';
import { FounderProfile } from '@/components/team/founder-profile';
import { TeamCarousel } from '@/components/team/team-carousel';
import { TeamContactBlock } from '@/components/team/team-contact-block';
import { founder } from '@/content/founder';
import { readPeople } from '@/lib/catalogue/catalogue-read';
import { teamContact } from '@/content/contact';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';

const title = 'Meet the Team';

export const metadata = pageMetadata({
  title,
  description:
    'Meet the founder and the priests, priestesses, herbalists, health-care professionals and reverends who serve the MHV community.',
  path: routes.about,
});

export default async function Page() {
  return (
    <>
      <PageIntro eyebrow="The Team" title={title}>
        <p>
          The founder, priests, priestesses, herbalists, health-care professionals and reverends who serve our community
          and its visitors, in person at our grounds and by phone across Ghana.
        </p>
      </PageIntro>
      <FounderProfile founder={founder} />
      <section aria-labelledby="team-heading" className="bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="team-heading" className="text-center font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
            Our team
          </h2>
          <p className="mx-auto mt-3 mb-8 max-w-2xl text-center text-stone-700">
            Each member of the team can be reached through the numbers below, or on their own pages.
          </p>
          <TeamCarousel members={await readPeople()} />
        </div>
      </section>
      <TeamContactBlock contact={teamContact} />
    </>
  );
}
