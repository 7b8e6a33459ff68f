import { site } from '@/content/site';
import { footerEssentialPages, footerProductsAndServices } from '@/content/navigation';
import { socialLinks } from '@/content/social';
import { FooterLinkGroup } from '@/components/layout/footer-link-group';
import { SocialIconLinks } from '@/components/layout/social-icon-links';
import { CurrentYear } from '@/components/layout/current-year';
import { BrandMark } from '@/components/layout/brand-mark';
import { NEW_TAB } from '@/lib/site/external-links';

export function Footer() {
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2">
            <BrandMark />
          </div>
          <p className="mt-3 max-w-sm text-sm text-brand-100">{site.tagline}.</p>
          <SocialIconLinks
            entries={socialLinks}
            className="mt-4 flex items-center gap-1"
            linkClassName="bg-brand-900 hover:bg-brand-800"
          />
        </div>
        <FooterLinkGroup title="Essential Pages" entries={footerEssentialPages} />
        <FooterLinkGroup title="Products and services" entries={footerProductsAndServices} />
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-brand-100 sm:flex-row sm:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.brandFull}. All rights reserved.
          </p>
          <p>
            Website by{' '}
            <a href={site.builder.url} {...NEW_TAB} className="text-white underline hover:text-gold-300">
              {site.builder.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
