import type { InboxItem } from '@/lib/inbox/inbox-store';
import { CareBody } from './care-body';
import { MessageBody } from './message-body';

/** What the visitor sent, drawn as its kind needs. */
export function InboxItemBody({ item }: { item: InboxItem; owner: boolean }) {
  switch (item.kind) {
    case 'message':
      return <MessageBody item={item} />;
    case 'care':
      return <CareBody item={item} />;
    default:
      return null;
  }
}
