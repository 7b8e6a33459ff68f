import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { Splash } from '@/components/layout/splash';
import { SPLASH_SCRIPT } from '@/lib/site/splash';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteCart } from '@/components/cart/site-cart';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { ServiceWorkerRegistration } from '@/components/pwa/service-worker-registration';

/**
 * The public site's whole document: header, footer, cart and splash around a page. The site's layout and the 404 for
 * addresses no route matches both draw it, so an unknown address looks like any other page of the site.
 */
export function SiteDocument({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The splash script adds a class to <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layout's document: <head> belongs */}
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
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
