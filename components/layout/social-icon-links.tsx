import { Icon } from '@/components/ui/icon';
import type { SocialEntry } from '@/content/schema/site';
import { newTabAttributes } from '@/lib/site/external-links';

interface SocialIconLinksProps {
  entries: SocialEntry[];
  className?: string;
  linkClassName?: string;
}

export function SocialIconLinks({
  entries,
  className = 'flex items-center gap-1',
  linkClassName = '',
}: SocialIconLinksProps) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <a
            href={entry.link}
            aria-label={entry.label}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors ${linkClassName}`}
            {...newTabAttributes(entry.link)}
          >
            <Icon name={entry.icon} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
