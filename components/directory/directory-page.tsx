import type { BusinessListing } from '@/content/schema/directory';
import { pageItems, pagePaths } from '@/lib/site/pagination';
import { localBusinessJsonLd } from '@/lib/site/structured-data/catalogue';
import { DIRECTORY_PATH } from '@/lib/catalogue/directory/directory-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { PageLinks } from '@/components/ui/page-links';
import { DirectoryCard } from '@/components/directory/directory-card';
import { DIRECTORY_LIST_ID } from '@/components/directory/directory-shell';

interface DirectoryPageProps {
  listings: readonly BusinessListing[];
  pageSize: number;
  /** The page shown, or 'all' for every business at once. */
  page: number | 'all';
}

// One page of the directory: only its own businesses (and their structured data) are in the HTML, so the page
// weighs the same however many members join; the page numbers are plain links to the other prerendered pages.
export function DirectoryPage({ listings, pageSize, page }: DirectoryPageProps) {
  const total = listings.length;
  const shown = page === 'all' ? [...listings] : pageItems(listings, page, pageSize);
  const first = page === 'all' ? 1 : (page - 1) * pageSize + 1;
  const status =
    page === 'all'
      ? `Showing all ${total} businesses`
      : `Showing ${first}–${first + shown.length - 1} of ${total} businesses`;
  return (
    <>
      <p role="status" className="mt-2 text-sm text-stone-600">
        {status}
      </p>
      <ul
        id={DIRECTORY_LIST_ID}
        className="mt-6 grid grid-cols-2 gap-3 group-data-[view=list]:grid-cols-1 sm:gap-6 lg:grid-cols-3"
      >
        {shown.map((listing) => (
          <li key={listing.companyName}>
            <DirectoryCard listing={listing} />
          </li>
        ))}
      </ul>
      {page === 'all' ? null : (
        <PageLinks hrefs={pagePaths(DIRECTORY_PATH, total, pageSize)} page={page} label="Directory pages" />
      )}
      <JsonLd data={localBusinessJsonLd(shown)} />
    </>
  );
}
