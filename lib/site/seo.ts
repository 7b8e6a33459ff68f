import type { Metadata } from 'next';
import { site } from '@/content/site';
import { routes } from '@/content/routes';
import { carePath } from '@/content/site-links';
import { SHARE_IMAGE_FILE } from '@/lib/images/drawn-pictures.mjs';

// Page titles and metadata, free of server code: the directory's browser code uses them too. The site's address is
// in lib/site/site-url.ts, on the server side.

// Every public page, in the order of the sitemap (and of the benchmark, which reads the sitemap).
export const SITE_PATHS: readonly string[] = [
  routes.home,
  routes.services,
  carePath,
  routes.about,
  routes.contact,
  routes.krada,
  routes.teachings,
  routes.shop,
  routes.directory,
];

/** How every page title reads in the browser tab, search results and social cards: 'Home | MHV'. */
export const TITLE_TEMPLATE = `%s | ${site.brand}`;

export function brandedTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

// The share picture, drawn into public/ by the build (build/share-image.tsx).
export const SHARE_IMAGE = {
  url: SHARE_IMAGE_FILE,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.brandFull}: ${site.tagline}`,
} as const;

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
}

// Every page states its own title, description and canonical address the same way.
// A page's openGraph and twitter objects replace the layout's (Next does not merge them, nor apply
// the title template or the file-based image to them), so the site-wide fields are set here too.
export function pageMetadata({ title, description, path }: PageMetaInput): Metadata {
  const shareTitle = brandedTitle(title);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: shareTitle,
      description,
      url: path,
      siteName: site.brandFull,
      type: 'website',
      locale: 'en_GH',
      images: [SHARE_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [SHARE_IMAGE] },
  };
}
