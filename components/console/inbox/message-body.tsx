import { contactMessageBody } from '@/content/schema/contact-message';
import type { InboxItem } from '@/lib/inbox/inbox-store';

/** A contact message as the visitor wrote it. */
export function MessageBody({ item }: { item: InboxItem }) {
  const parsed = contactMessageBody.safeParse(item.body);
  // Only this server writes the rows; a row it cannot read still shows who sent it, beside, rather than no page.
  if (!parsed.success) return <p className="mt-3">This message could not be read.</p>;
  const { subject, message } = parsed.data;
  return (
    <>
      <h3 className="mt-3 font-semibold break-words">{subject}</h3>
      <p className="mt-2 break-words whitespace-pre-line">{message || 'No message, only the subject.'}</p>
    </>
  );
}
