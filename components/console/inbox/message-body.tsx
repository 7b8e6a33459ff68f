import { contactMessageBody } from '@/content/schema/contact-message';
import type { InboxItem } from '@/lib/inbox/inbox-store';

/** A contact message as the visitor wrote it, under its subject (the section's heading). */
export function MessageBody({ item }: { item: InboxItem }) {
  const parsed = contactMessageBody.safeParse(item.body);
  // Only this server writes the rows; a row it cannot read still shows who sent it, beside, rather than no page.
  if (!parsed.success) return <p className="mt-3">This message could not be read.</p>;
  return (
    <p className="mt-3 break-words whitespace-pre-line">{parsed.data.message || 'No message, only the subject.'}</p>
  );
}
