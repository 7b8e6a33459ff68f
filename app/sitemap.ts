import type { MetadataRoute } from 'next';
import { SITE_PATHS } from '@/lib/site/seo';
import { absoluteUrl } from '@/lib/site/site-url';
import { routes } from '@/content/routes';
import { directoryPageSize } from '@/content/directory';
import { readListings, readProducts } from '@/lib/catalogue/catalogue-read';
import { allShopPaths } from '@/lib/shop/catalogue/shop-query';
import { allDirectoryPaths } from '@/lib/catalogue/directory/directory-pages';
import { readConsultations } from '@/lib/bookings/booking-read';
import { BOOK_PATH, consultationPath } from '@/lib/bookings/booking-path';
import { DIRECTORY_APPLY_PATH } from '@/lib/catalogue/directory/directory-application-paths';

// /sitemap.xml: every public page on SITE_URL, including each page of the shop (by category), of the directory and
// of the consultations, and the directory's application form, so search engines find every product, business and
// consultation. No lastModified: the build date would claim changes that did not happen.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = new Set([
    ...SITE_PATHS,
    ...allShopPaths(await readProducts()),
    ...allDirectoryPaths((await readListings()).length, directoryPageSize),
    DIRECTORY_APPLY_PATH,
    BOOK_PATH,
    ...(await readConsultations()).map((consultation) => consultationPath(consultation.slug)),
  ]);
  return [...paths].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'weekly',
    priority: path === routes.home ? 1 : SITE_PATHS.includes(path) ? 0.8 : 0.5,
  }));
}
