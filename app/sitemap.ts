import type { MetadataRoute } from 'next';
import { absoluteUrl, SITE_PATHS } from '@/lib/seo';

// /sitemap.xml: every public page on SITE_URL. No lastModified: the build date would claim changes that did not happen.
export default function sitemap(): MetadataRoute.Sitemap {
  return SITE_PATHS.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'weekly',
    priority: path === '/home' ? 1 : 0.8,
  }));
}
