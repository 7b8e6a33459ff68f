import Link from 'next/link';
import { buttonClasses } from '@/components/console/console-classes';
import { consoleTexts } from '@/lib/console/console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';

// A staff account on one of the owner's pages (the team, the activity log): 403, and the way back to work.
export default function ConsoleForbidden() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-2xl font-bold text-brand-900">Not allowed</h1>
      <p className="mt-3 text-base">{consoleTexts.ownerOnlyPage}</p>
      <Link href={staffRoutes.orders} prefetch={false} className={`${buttonClasses.primary} mt-6`}>
        Back to the orders
      </Link>
    </main>
  );
}
