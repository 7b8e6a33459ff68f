import Link from 'next/link';
import { buttonClasses } from '@/components/console/console-classes';
import { consoleTexts } from '@/lib/console/console-messages';
import { STAFF_ROOT } from '@/lib/auth/staff-routes';

// An account on a page its role may not see (a staff account on the owner's team page, the care centre on the
// orders): 403, and the way back to its own first page.
export default function ConsoleForbidden() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-2xl font-bold text-brand-900">Not allowed</h1>
      <p className="mt-3 text-base">{consoleTexts.notYourPage}</p>
      <Link href={STAFF_ROOT} prefetch={false} className={`${buttonClasses.primary} mt-6`}>
        Back to the console
      </Link>
    </main>
  );
}
