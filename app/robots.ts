import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/site-url';

// /robots.txt: every page may be crawled; the payment API is not a page.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
