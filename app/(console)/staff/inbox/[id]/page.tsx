import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/console/action-form';
import { textLinkClass } from '@/components/console/console-classes';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { InboxItemBody } from '@/components/console/inbox/inbox-item-body';
import { DeleteCareForm } from '@/components/console/inbox/delete-care-form';
import { SenderDetails } from '@/components/console/inbox/sender-details';
import { StaffNotes } from '@/components/console/staff-notes';
import { SubmitButton } from '@/components/console/submit-button';
import { clientAddress } from '@/lib/auth/request-context';
import { formatTime } from '@/lib/console/console-format';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { inboxKindWords } from '@/lib/inbox/inbox-access';
import { STAFF_INBOX_PATH, inboxItemPath } from '@/lib/inbox/inbox-path';
import { openInboxItem } from '@/lib/inbox/inbox-store';
import { getDatabase } from '@/lib/server/db/connection';
import { staffRoles } from '@/lib/server/db/stored-values';

interface InboxItemPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}

export const metadata: Metadata = { title: 'Inbox item' };

// One item of the inbox: what was sent, by whom with a tap to reply, the staff's notes, and 'Done'. An item this
// account's role may not read is a 404, the same as one that never existed.
export default async function InboxItemPage({ params, searchParams }: InboxItemPageProps) {
  const { id } = await params;
  const { member } = await requireStaff({ path: inboxItemPath(id), roles: staffRoles });
  const result = await readFormResult(await searchParams);
  const { db } = await getDatabase();
  const actor = { id: member.id, email: member.email, address: clientAddress(await headers()) };
  const opened = await openInboxItem(db, member.role, actor, id);
  if (!opened) notFound();
  const { item, notes } = opened;
  const done = item.state === 'done';
  return (
    <ConsoleShell member={member} current="inbox" title={inboxKindWords[item.kind]}>
      <FormResultBanner result={result} />
      <p className="mt-2">
        <a href={STAFF_INBOX_PATH} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
          Back to the inbox
        </a>
      </p>
      <p className="mt-1 text-stone-700">
        Sent <time dateTime={item.createdAt.toISOString()}>{formatTime(item.createdAt)}</time>
        {done && item.doneAt ? ` · done ${formatTime(item.doneAt)}${item.doneBy ? ` by ${item.doneBy}` : ''}` : ''}
      </p>
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <div>
          <ConsoleSection id="sent" title={item.title}>
            <InboxItemBody item={item} owner={member.role === 'owner'} />
          </ConsoleSection>
        </div>
        <div>
          <ConsoleSection id="sender" title="From">
            <SenderDetails item={item} />
          </ConsoleSection>
          <ConsoleSection id="notes" title="Notes">
            <StaffNotes
              notes={notes.map((note) => ({ id: note.id, author: note.authorEmail, at: note.at, body: note.body }))}
              action="inbox-note"
              about={{ id: item.id }}
            />
          </ConsoleSection>
          <ActionForm action="inbox-state" hidden={{ id: item.id, state: done ? 'new' : 'done' }} className="mt-6">
            <SubmitButton tone={done ? 'secondary' : 'primary'}>{done ? 'Mark new again' : 'Done'}</SubmitButton>
          </ActionForm>
          {item.kind === 'care' ? <DeleteCareForm id={item.id} /> : null}
        </div>
      </div>
    </ConsoleShell>
  );
}
