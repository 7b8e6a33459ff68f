import { PageIntro } from '@/components/layout/page-intro';
import { DirectoryBrowser } from '@/components/directory/directory-browser';
import { DirectoryCard } from '@/components/directory/directory-card';
import { AddBusinessLink } from '@/components/directory/add-business-link';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { pageMetadata } from '@/lib/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { localBusinessJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'Discover Local Businesses',
  description: 'A directory of member businesses connecting visitors with Ghana’s sacred community and unique services.',
  path: '/directory',
});

export default function Page() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd(directoryListings)} />
      <PageIntro title="Discover Local Businesses">
        <p>
          Connecting you with Ghana’s sacred community and unique services: spiritual consultations, herbalists, weavers, artisans,
          retreats and more, run by members of our community.
        </p>
      </PageIntro>
      <DirectoryBrowser
        cards={directoryListings.map((listing) => (
          <DirectoryCard key={listing.companyName} listing={listing} />
        ))}
        pageSize={directoryPageSize}
        actions={<AddBusinessLink />}
      />
    </>
  );
}
