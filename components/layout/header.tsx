import Link from 'next/link';
import { site } from '@/content/site';
import { mainNavigation, moreNavigation, talkLinks } from '@/content/navigation';
import { phoneLink, socialLinks } from '@/content/social';
import { NavLink } from '@/components/layout/nav-link';
import { MoreMenu } from '@/components/layout/more-menu';
import { TalkMenu } from '@/components/layout/talk-menu';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { SocialIconLinks } from '@/components/layout/social-icon-links';
import { ScrollState } from '@/components/layout/scroll-state';
import { BrandMark } from '@/components/layout/brand-mark';
import { TALK_SECTION_ID } from '@/components/layout/site-menu';
import { routes } from '@/content/routes';

export function Header() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 bg-brand-900 text-white transition-shadow">
      <ScrollState />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md"
          aria-label={`${site.brand} home`}
          prefetch={false}
        >
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {mainNavigation.map((entry) => (
            <NavLink
              key={entry.name}
              href={entry.link}
              className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-800"
              activeClassName="bg-brand-800 text-gold-300"
            >
              {entry.label}
            </NavLink>
          ))}
          <MoreMenu entries={moreNavigation} menuHref={routes.menu} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SocialIconLinks
            entries={socialLinks}
            className="hidden items-center xl:flex"
            linkClassName="hover:bg-brand-800"
          />
          <TalkMenu priestTitle={site.priestTitle} items={talkLinks} menuHref={`${routes.menu}#${TALK_SECTION_ID}`} />
          <MobileMenu
            entries={[...mainNavigation, ...moreNavigation]}
            socials={[...socialLinks, phoneLink]}
            menuHref={routes.menu}
          />
        </div>
      </div>
    </header>
  );
}
