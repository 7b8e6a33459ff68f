import { site } from '@/content/site';
import { socialLinks } from '@/content/social';
import { carePath } from '@/lib/site-links';
import { absoluteUrl } from '@/lib/seo';

// schema.org JSON-LD for search engines. Pure functions of the content: pages render the result with
// <JsonLd data={...} /> (components/seo/json-ld.tsx). The inputs are typed by shape, so the shop,
// teachings and directory data can be passed as they are.

export type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Phone numbers as written in the content ('+233 24 000 0001') in the compact international form. */
function internationalPhone(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

function organizationRef(): JsonLdNode {
  return { '@type': 'Organization', name: site.brandFull, url: absoluteUrl('/home') };
}

// Messaging and phone entries are ways to reach the organisation, not profiles.
function socialProfiles(): string[] {
  return socialLinks
    .filter((entry) => entry.icon !== 'whatsapp' && entry.icon !== 'phone' && entry.icon !== 'email')
    .map((entry) => entry.link)
    .filter((link) => /^https:\/\//.test(link));
}

export function organizationJsonLd(): JsonLdNode {
  const [locality] = site.location.split(',');
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl('/home')}#organization`,
    name: site.brandFull,
    alternateName: site.brand,
    description: site.tagline,
    url: absoluteUrl('/home'),
    email: site.email,
    telephone: internationalPhone(site.consultationPhone),
    address: { '@type': 'PostalAddress', addressLocality: locality.trim(), addressCountry: 'GH' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: `Talk to ${site.priestTitle}`,
        telephone: internationalPhone(site.consultationPhone),
        email: site.email,
        areaServed: 'GH',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'health care centre',
        name: site.careName,
        telephone: internationalPhone(site.healthCarePhone),
        url: absoluteUrl(carePath),
        areaServed: 'GH',
        availableLanguage: 'en',
      },
    ],
    sameAs: socialProfiles(),
  };
}

export interface ProductLike {
  id: string | number;
  name: string;
  description: string;
  price: number;
  currency?: string;
  image_url: string;
  categories?: readonly string[];
  stock_status?: string | null;
}

export function isInStock(product: Pick<ProductLike, 'stock_status'>): boolean {
  return (product.stock_status ?? '').trim().toLowerCase() === 'in stock';
}

/** One Product with its Offer per shop item; items without 'In Stock' are marked OutOfStock. */
export function productJsonLd(products: readonly ProductLike[]): JsonLdNode[] {
  const shopUrl = absoluteUrl('/Products');
  return products.map((product) => ({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${shopUrl}#product-${product.id}`,
    sku: String(product.id),
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image_url),
    ...(product.categories?.length ? { category: product.categories.join(', ') } : {}),
    brand: { '@type': 'Brand', name: site.brand },
    offers: {
      '@type': 'Offer',
      url: shopUrl,
      price: product.price.toFixed(2),
      // The shop sells in Ghana cedis only; a missing currency means GHS.
      priceCurrency: product.currency?.trim().toUpperCase() || 'GHS',
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: organizationRef(),
    },
  }));
}

export interface VideoLike {
  title: string;
  url: string;
  channel: string;
  year?: string | number | null;
}

/** The video id of a YouTube embed, watch or short link; null for any other address. */
export function youTubeId(url: string): string | null {
  const match = url.match(
    /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|shorts\/|watch\?(?:.*&)?v=)|youtu\.be\/)([\w-]{11})/,
  );
  return match ? match[1] : null;
}

export function videoJsonLd(videos: readonly VideoLike[]): JsonLdNode[] {
  return videos.map((video) => {
    const id = youTubeId(video.url);
    const year = String(video.year ?? '').trim();
    return {
      '@context': CONTEXT,
      '@type': 'VideoObject',
      name: video.title,
      description: `${video.title}, on the ${video.channel} channel.`,
      embedUrl: video.url,
      ...(id
        ? {
            contentUrl: `https://www.youtube.com/watch?v=${id}`,
            thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
          }
        : {}),
      // Only the year is known; ISO 8601 allows a date as short as the year.
      ...(/^\d{4}$/.test(year) ? { uploadDate: year } : {}),
      author: { '@type': 'Organization', name: video.channel },
    };
  });
}

export interface ListingLike {
  companyName: string;
  shortDescription: string;
  image: string;
  location: string;
  contactDetails?: { phone?: string | null; email?: string | null } | null;
  website?: string | null;
  companyRatings?: number | null;
  ratings?: number | null;
}

// Listings may give a bare domain ('example.com.gh'); search engines need a full address.
function websiteUrl(website: string | null | undefined): string | undefined {
  const value = website?.trim();
  if (!value) return undefined;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export function localBusinessJsonLd(listings: readonly ListingLike[]): JsonLdNode[] {
  return listings.map((listing) => {
    const phone = listing.contactDetails?.phone?.trim();
    const email = listing.contactDetails?.email?.trim();
    const website = websiteUrl(listing.website);
    const score = listing.companyRatings;
    const count = listing.ratings;
    return {
      '@context': CONTEXT,
      '@type': 'LocalBusiness',
      name: listing.companyName,
      description: listing.shortDescription,
      image: absoluteUrl(listing.image),
      // The directory lists member businesses in Ghana; their location is a place name, not a street address.
      address: { '@type': 'PostalAddress', addressLocality: listing.location, addressCountry: 'GH' },
      ...(phone ? { telephone: internationalPhone(phone) } : {}),
      ...(email ? { email } : {}),
      ...(website ? { url: website } : {}),
      // A score without a number of ratings (or with none) is not a rating search engines accept.
      ...(typeof score === 'number' && typeof count === 'number' && count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: score,
              ratingCount: count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      memberOf: organizationRef(),
    };
  });
}

/**
 * JSON for an inline <script type="application/ld+json">. '<', '>' and '&' are written as \u escapes
 * (still valid JSON) so a text containing '</script>' or '<!--' cannot end or alter the script element;
 * U+2028/U+2029 likewise, for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
