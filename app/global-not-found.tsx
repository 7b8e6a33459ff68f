import type { Metadata } from 'next';
import './globals.css';
import { metadata as siteMetadata, viewport as siteViewport } from './(site)/layout';
import NotFound from './(site)/not-found';
import { SiteDocument } from '@/components/layout/site-document';
import { errorTexts } from '@/content/messages';
import { brandedTitle } from '@/lib/site/seo';

// An address that matches no route: the site has two root layouts (the public site and the staff console), so
// Next answers such an address with this whole document, drawn like every public page.
export const metadata: Metadata = {
  ...siteMetadata,
  title: brandedTitle(errorTexts.notFoundTitle),
  robots: { index: false },
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  );
}
