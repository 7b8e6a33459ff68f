import type { Metadata, Viewport } from 'next';
import './globals.css';
// Stops the build (and `next dev`) with a plain list of any mistakes in content/.
import '@/lib/content/validate-content';
import { site } from '@/content/site';
import { siteUrl, TITLE_TEMPLATE } from '@/lib/seo';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { Splash, SPLASH_SCRIPT } from '@/components/layout/splash';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteCart } from '@/components/cart/site-cart';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';

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

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The splash script adds a class to <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SPLASH_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <Splash />
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <SiteCart />
        <NavigationSpinner />
      </body>
    </html>
  );
}
