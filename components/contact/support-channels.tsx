import { Icon } from '@/components/ui/icon';
import type { ContactChannel } from '@/content/schema/pages';
import { newTabAttributes, opensInNewTab } from '@/lib/site/external-links';
import { NewTabNote } from '@/components/ui/new-tab-note';

export function SupportChannels({ channels }: { channels: ContactChannel[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {channels.map((channel) => {
        const external = opensInNewTab(channel.href);
        return (
          <li key={channel.label}>
            <a
              href={channel.href}
              className="flex h-full items-start gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
              {...newTabAttributes(channel.href)}
            >
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={channel.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{channel.label}</span>
                <span className="block break-all text-stone-800">{channel.detail}</span>
                {channel.note ? <span className="mt-1 block text-sm text-stone-600">{channel.note}</span> : null}
                {external ? <NewTabNote /> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
