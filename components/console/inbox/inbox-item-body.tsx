import type { InboxItem } from '@/lib/inbox/inbox-store';
import { ApplicationBody } from './application-body';
import { CareBody } from './care-body';
import { MessageBody } from './message-body';

/** What the visitor sent, drawn as its kind needs. */
export function InboxItemBody({ item, owner }: { item: InboxItem; owner: boolean }) {
  switch (item.kind) {
    case 'message':
      return <MessageBody item={item} />;
    case 'care':
      return <CareBody item={item} />;
    case 'application':
      return <ApplicationBody item={item} owner={owner} />;
  }
}
