import type { Metadata } from 'next';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { InboxEntry } from '@/components/console/inbox/inbox-entry';
import { Pager } from '@/components/console/pager';
import { readFormResult } from '@/lib/console/form-result';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { inboxKindWords, kindsFor } from '@/lib/inbox/inbox-access';
import { STAFF_INBOX_PATH } from '@/lib/inbox/inbox-path';
import { INBOX_PAGE_SIZE, listInbox } from '@/lib/inbox/inbox-store';
import { getDatabase } from '@/lib/server/db/connection';
import { staffRoles } from '@/lib/server/db/stored-values';

export const metadata: Metadata = { title: 'Inbox' };

const pageHref = (n: number) => (n > 1 ? `${STAFF_INBOX_PATH}?page=${n}` : STAFF_INBOX_PATH);

// What visitors sent that this account's role may read, newest first: care follow-ups, messages, applications.
export default async function InboxPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(firstParam(params, 'page')) || 1));
  const { member } = await requireStaff({ path: pageHref(page), roles: staffRoles });
  const result = await readFormResult(params);
  const { db } = await getDatabase();
  const { entries, total } = await listInbox(db, member.role, page);
  const kinds = kindsFor(member.role).map((kind) => `${inboxKindWords[kind].toLowerCase()}s`);
  return (
    <ConsoleShell member={member} current="inbox" title="Inbox">
      <FormResultBanner result={result} />
      <p className="mt-2 text-stone-700">
        What visitors sent you: {kinds.join(', ')}. Newest first; new ones are outlined.
      </p>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-400 bg-white p-6 text-center text-stone-700">
          Nothing here yet. What visitors send shows here at once.
        </p>
      ) : (
        <ol className="mt-4 space-y-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <InboxEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Pager label="Pages of the inbox" page={page} pages={Math.ceil(total / INBOX_PAGE_SIZE)} hrefFor={pageHref} />
    </ConsoleShell>
  );
}
