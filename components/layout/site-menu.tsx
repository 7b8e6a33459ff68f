import Link from 'next/link';
import { site } from '@/content/site';
import { mainNavigation, moreNavigation, talkLinks } from '@/content/navigation';
import { phoneLink, socialLinks } from '@/content/social';
import type { SocialIconName } from '@/content/schema/site';
import { newTabAttributes } from '@/lib/site/external-links';
import { Icon } from '@/components/ui/icon';

/** The id of the 'Talk to …' list, which that button opens without the page's code. */
export const TALK_SECTION_ID = 'talk';

function IconLinks({ links }: { links: { label: string; icon: SocialIconName; href: string }[] }) {
  return (
    <ul className="mt-3 grid grid-cols-1 gap-1">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            className="flex items-center gap-3 rounded-md px-3 py-3 hover:bg-brand-50"
            {...newTabAttributes(link.href)}
          >
            <Icon name={link.icon} className="h-5 w-5 text-brand-700" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's menus as one page: every page of the site ('More' included), the ways to talk to the priest and the
 * organisation's channels. The header's menu buttons lead here while the page's code has not run.
 */
export function SiteMenu() {
  const channels = [...socialLinks, phoneLink].map(({ label, icon, link }) => ({ label, icon, href: link }));
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-10 sm:grid-cols-2">
      <nav aria-label="Site">
        <h2 className="font-serif text-xl font-bold text-brand-900">Pages</h2>
        <ul className="mt-3 space-y-1">
          {[...mainNavigation, ...moreNavigation].map((entry) => (
            <li key={entry.name}>
              <Link href={entry.link} prefetch={false} className="block rounded-md px-3 py-3 hover:bg-brand-50">
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        <section id={TALK_SECTION_ID} aria-labelledby="talk-heading">
          <h2 id="talk-heading" className="font-serif text-xl font-bold text-brand-900">
            Talk to {site.priestTitle}
          </h2>
          <IconLinks links={talkLinks} />
        </section>
        <section aria-labelledby="channels-heading">
          <h2 id="channels-heading" className="font-serif text-xl font-bold text-brand-900">
            Follow and call us
          </h2>
          <IconLinks links={channels} />
        </section>
      </div>
    </div>
  );
}
