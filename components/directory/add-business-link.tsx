import Link from 'next/link';
import { listingRequest } from '@/content/directory';
import { whatsappHref } from '@/content/site-links';
import { DIRECTORY_APPLY_PATH } from '@/lib/catalogue/directory/directory-application-paths';
import { NEW_TAB } from '@/lib/site/external-links';
import { Icon } from '@/components/ui/icon';
import { NewTabNote } from '@/components/ui/new-tab-note';

// Leads to the application form; a business that would rather talk first can ask on WhatsApp.
export function AddBusinessLink() {
  return (
    <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-3">
      <Link
        href={DIRECTORY_APPLY_PATH}
        prefetch={false}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Add Your Business
      </Link>
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
