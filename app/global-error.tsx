'use client';

import './globals.css';
import { RouteErrorScreen } from '@/components/layout/route-error-screen';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <RouteErrorScreen error={error} />
        </main>
      </body>
    </html>
  );
}
