import { Icon } from '@/components/ui/icon';
import type { ContactChannel } from '@/lib/types/pages';

export function SupportChannels({ channels }: { channels: ContactChannel[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {channels.map((channel) => {
        const external = channel.href.startsWith('http');
        return (
          <li key={channel.label}>
            <a
              href={channel.href}
              className="flex h-full items-start gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={channel.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{channel.label}</span>
                <span className="block break-all text-stone-800">{channel.detail}</span>
                {channel.note ? <span className="mt-1 block text-sm text-stone-600">{channel.note}</span> : null}
                {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
