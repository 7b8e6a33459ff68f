'use client';

import './globals.css';
import { HOME_LINK_TEXT, homeLinkClass } from '@/components/layout/error-screen';
import { RouteErrorScreen } from '@/components/layout/route-error-screen';

// Replaces a root layout when the layout itself fails, so it brings its own <html> and <body>. Its way home is a
// plain link: after such a failure a whole new document is the sure way back. Every page's code carries this file,
// so it keeps to what it needs (next/link would add about 3 kB to every page).
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <RouteErrorScreen
            error={error}
            homeLink={
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, see above
              <a href="/" className={homeLinkClass}>
                {HOME_LINK_TEXT}
              </a>
            }
          />
        </main>
      </body>
    </html>
  );
}
