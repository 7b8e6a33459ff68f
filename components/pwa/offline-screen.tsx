import { offlineTexts } from '@/content/messages';
import { KEPT_PAGES_SCRIPT } from '@/lib/site/pwa/kept-pages-script';
import { homeLinkClass } from '@/components/layout/error-screen';
import { MarkLoaded } from '@/components/layout/mark-loaded';
import { OFFLINE_SCRIPT_MARK } from '@/lib/site/pwa/offline-page.mjs';

/**
 * 'You're offline' in the site's look: the pages this browser has kept, and the cart on one of them (the cart lives in
 * this browser, so it opens and changes without a connection). Both are filled in by a small inline script.
 */
export function OfflineScreen() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <MarkLoaded />
      <h1 className="text-2xl font-semibold">{offlineTexts.title}</h1>
      <p className="mt-3 text-stone-700">{offlineTexts.message}</p>
      <a data-cart-link="" hidden className={homeLinkClass}>
        {offlineTexts.cart}
      </a>
      <h2 className="mt-10 text-lg font-semibold">{offlineTexts.keptHeading}</h2>
      {/* Filled by the script: React leaves what is inside alone when the page hydrates. */}
      <ul data-kept-pages="" className="mt-3 space-y-2" dangerouslySetInnerHTML={{ __html: '' }} />
      <p data-none-kept="" hidden className="mt-3 text-stone-700">
        {offlineTexts.noneKept}
      </p>
      <script {...{ [OFFLINE_SCRIPT_MARK]: '' }} dangerouslySetInnerHTML={{ __html: KEPT_PAGES_SCRIPT }} />
    </section>
  );
}
