import { formatTime } from '@/lib/console/console-format';
import { inboxKindWords } from '@/lib/inbox/inbox-access';
import { inboxItemPath } from '@/lib/inbox/inbox-path';
import type { InboxListEntry } from '@/lib/inbox/inbox-store';

/** One item of the inbox list: what it is, who sent it and when, a tap away from its page. New items stand out. */
export function InboxEntry({ entry }: { entry: InboxListEntry }) {
  const isNew = entry.state === 'new';
  return (
    <a
      href={inboxItemPath(entry.id)}
      className={`flex min-h-11 flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border p-3 hover:bg-stone-50 ${
        isNew ? 'border-brand-700 bg-white' : 'border-stone-200 bg-stone-50'
      }`}
    >
      <span className="text-sm font-semibold text-brand-900 uppercase">{inboxKindWords[entry.kind]}</span>
      {isNew ? <span className="rounded-full bg-gold-400 px-2 text-sm font-bold text-brand-950">New</span> : null}
      <time dateTime={entry.createdAt.toISOString()} className="ml-auto text-sm text-stone-700">
        {formatTime(entry.createdAt)}
      </time>
      <span className="w-full font-semibold break-words underline underline-offset-2">{entry.title}</span>
      {entry.name ? <span className="w-full break-words text-stone-700">{entry.name}</span> : null}
    </a>
  );
}
