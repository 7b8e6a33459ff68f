import type { Metadata, Viewport } from 'next';
import '../globals.css';
// Stops the build (and `next dev`) with a plain list of any mistakes in content/.
import '@/lib/site/content-check/validate-content';
import { site } from '@/content/site';
import { TITLE_TEMPLATE } from '@/lib/site/seo';
import { siteUrl } from '@/lib/site/site-url';
import { SiteDocument } from '@/components/layout/site-document';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: site.brandFull, template: TITLE_TEMPLATE },
  description: site.tagline,
  applicationName: site.brandFull,
  openGraph: { siteName: site.brandFull, type: 'website', locale: 'en_GH' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#11301d',
  width: 'device-width',
  initialScale: 1,
};

// The public site's root layout. The staff console under /staff has a root layout of its own, so none of the
// site's chrome, scripts or styles reach the console, and none of the console's reach the site.
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}
