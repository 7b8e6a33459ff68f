import type { Metadata, Viewport } from 'next';
import './console.css';
import { site } from '@/content/site';

// The staff console's root layout: its own document and stylesheet, none of the public site's chrome or code.
// Every console page reads the signed-in session, so each is rendered per request, never prerendered or cached.
export const metadata: Metadata = {
  title: { default: `Staff console | ${site.brand}`, template: `%s | ${site.brand} staff` },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#11301d', width: 'device-width', initialScale: 1 };

export default function ConsoleLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
