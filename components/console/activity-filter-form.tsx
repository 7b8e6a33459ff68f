import Link from 'next/link';
import { MAX_SEARCH_LENGTH } from '@/lib/console/console-limits';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { buttonClasses } from './console-classes';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The entries about one order or one person: a GET form, so the view can be bookmarked like the order list. */
export function ActivityFilterForm({ about }: { about?: string }) {
  return (
    <form
      method="get"
      action={staffRoutes.activity}
      role="search"
      aria-label="Find entries"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <TextField
        id="about"
        name="about"
        type="search"
        label="Order reference or staff e-mail"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        defaultValue={about}
        className="min-w-0 flex-1 basis-64"
      />
      <SubmitButton>Show</SubmitButton>
      {about && (
        <Link href={staffRoutes.activity} prefetch={false} className={buttonClasses.secondary}>
          All entries
        </Link>
      )}
    </form>
  );
}
