import { serverEnv } from '@/lib/server/env';

// The site's public address, apart from lib/site/seo.ts: that module's page helpers reach browser code, and the
// settings module is server only. Read when asked; the pages are prerendered, so for them a new SITE_URL needs a new
// build, while mails and the console follow the running server's.

export function siteUrl(): URL {
  return serverEnv('SITE_URL');
}

/** A site path ('/home') or a public file ('/images/x.webp') as a full address on SITE_URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
