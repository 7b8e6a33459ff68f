import { site } from '@/content/site';
import { listingRequest } from '@/content/directory';
import { mailtoHref, whatsappHref } from '@/content/site-links';
import { NEW_TAB } from '@/lib/site/external-links';
import { Icon } from '@/components/ui/icon';
import { NewTabNote } from '@/components/ui/new-tab-note';

// Opens the visitor's mail app with a listing request addressed to the organisation, ready to fill in.
export function AddBusinessLink() {
  return (
    <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-3">
      <a
        href={mailtoHref(site.email, listingRequest.subject, listingRequest.body)}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="email" className="h-4 w-4" />
        Add Your Business
      </a>
      <a
        href={whatsappHref(listingRequest.whatsappMessage)}
        {...NEW_TAB}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline hover:text-brand-950"
      >
        <Icon name="whatsapp" className="h-4 w-4" />
        or ask on WhatsApp
        <NewTabNote />
      </a>
    </div>
  );
}
