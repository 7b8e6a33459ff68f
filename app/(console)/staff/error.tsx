'use client';

import { buttonClasses } from '@/components/console/console-classes';
import { consoleTexts } from '@/lib/console/console-messages';
import { STAFF_ROOT } from '@/lib/auth/staff-routes';

// A page that failed on the server (the order book out of reach, a bug). React requires an error boundary to run in
// the browser; this one only shows words and plain links, so it needs nothing more.
export default function ConsoleError() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-2xl font-bold text-brand-900">{consoleTexts.pageFailed}</h1>
      <p className="mt-3 text-base">{consoleTexts.pageFailedHelp}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="" className={buttonClasses.primary}>
          Try again
        </a>
        <a href={STAFF_ROOT} className={buttonClasses.secondary}>
          Back to the console
        </a>
      </div>
    </main>
  );
}
