import Link from 'next/link';
import { buttonClasses } from '@/components/console/console-classes';
import { consoleTexts } from '@/lib/console/console-messages';
import { STAFF_ROOT } from '@/lib/auth/staff-routes';

// An order reference (or another console address) that leads nowhere. Drawn without the console's header, which
// needs the session: the way back is the orders, which asks for sign-in if need be.
export default function ConsoleNotFound() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-2xl font-bold text-brand-900">Not found</h1>
      <p className="mt-3 text-base">{consoleTexts.notFound}</p>
      <Link href={STAFF_ROOT} prefetch={false} className={`${buttonClasses.primary} mt-6`}>
        Back to the console
      </Link>
    </main>
  );
}
