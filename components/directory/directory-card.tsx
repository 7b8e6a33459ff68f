import type { BusinessListing } from '@/content/schema/directory';
import { mailtoHref, telHref } from '@/content/site-links';
import { NEW_TAB } from '@/lib/site/external-links';
import { ratingText } from '@/lib/catalogue/directory/rating-text';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { NewTabNote } from '@/components/ui/new-tab-note';

const linkBase =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold transition-colors sm:px-3';
// Two cards share a phone's width, so the link icons appear from the small breakpoint up.
const linkIcon = 'hidden h-4 w-4 sm:block';
const outlineLink = `${linkBase} border border-brand-700 text-brand-800 hover:bg-brand-50`;

// One business. The same markup serves both views: the list it sits in carries data-view, and the
// classes below switch between the gallery card and the list row, so switching views costs no script.
export function DirectoryCard({ listing }: { listing: BusinessListing }) {
  const { companyName, contactDetails, companyRatings, ratings, website } = listing;
  const paragraphs = listing.briefDescription.split('\n').filter((line) => line.trim() !== '');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm group-data-[view=list]:flex-row">
      <Picture
        src={listing.image}
        layout="directoryCard"
        alt=""
        className="aspect-[4/3] w-full bg-brand-50 object-cover group-data-[view=list]:w-24 group-data-[view=list]:shrink-0 group-data-[view=list]:self-start sm:group-data-[view=list]:w-48"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-5">
        <h3 className="font-serif text-base font-bold text-brand-900 sm:text-lg">{companyName}</h3>
        {companyRatings !== null ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-stone-800">
            <Icon name="star" className="h-4 w-4 text-gold-500" />
            <span aria-hidden="true">{ratingText(companyRatings, ratings)}</span>
            <span className="sr-only">
              Rated {companyRatings.toFixed(1)} out of 5{ratings !== null ? ` by ${ratings} people` : ''}
            </span>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-stone-700 sm:text-base">{listing.shortDescription}</p>
        <p className="mt-2 flex items-start gap-1 text-sm text-stone-700">
          <Icon name="location" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold">Location:</span> {listing.location}
          </span>
        </p>
        <details className="mt-3 text-sm text-stone-700">
          <summary className="cursor-pointer font-semibold text-brand-800">
            More about <span className="sr-only">{companyName}</span>
            <span aria-hidden="true">this business</span>
          </summary>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph}
            </p>
          ))}
        </details>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {contactDetails.email ? (
            <a href={mailtoHref(contactDetails.email)} className={outlineLink}>
              <Icon name="email" className={linkIcon} />
              Email<span className="sr-only"> {companyName}</span>
            </a>
          ) : null}
          {contactDetails.phone ? (
            <a href={telHref(contactDetails.phone)} className={outlineLink}>
              <Icon name="phone" className={linkIcon} />
              Call<span className="sr-only"> {companyName}</span>
            </a>
          ) : null}
          {website ? (
            <a href={website} {...NEW_TAB} className={`${linkBase} bg-brand-700 text-white hover:bg-brand-800`}>
              <Icon name="globe" className={linkIcon} />
              <span className="group-data-[view=list]:hidden">Visit Website</span>
              <span className="hidden group-data-[view=list]:inline">Book Consultation</span>
              <NewTabNote before={`: ${companyName}`} />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
