import { NavLink } from '@/components/layout/nav-link';
import type { NavEntry } from '@/content/schema/site';

export function FooterLinkGroup({ title, entries }: { title: string; entries: NavEntry[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {entries.map((entry) => (
          <li key={entry.name}>
            <NavLink
              href={entry.link}
              className="text-sm text-brand-100 hover:text-white hover:underline"
              activeClassName="font-semibold text-white! underline"
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
