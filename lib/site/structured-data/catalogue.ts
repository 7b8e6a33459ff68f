import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site/site-url';
import { SCHEMA_CONTEXT, type JsonLdNode } from './json-ld';
import { organizationRef } from './organization';
import { internationalPhone } from '@/content/site-links';
import { routes } from '@/content/routes';
import { isInStock } from '@/content/schema/rules';
import { youtubeId } from '@/content/schema/youtube-id';
import type { BusinessListing } from '@/content/schema/directory';
import type { Product } from '@/content/schema/product';
import type { Video } from '@/content/schema/video';

// The shop's products, the teaching videos and the directory's businesses, each page giving only its own items.

/** One Product with its Offer per shop item; items without 'In Stock' are marked OutOfStock. */
export function productJsonLd(products: readonly Product[]): JsonLdNode[] {
  const shopUrl = absoluteUrl(routes.shop);
  return products.map((product) => ({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    '@id': `${shopUrl}#product-${product.id}`,
    sku: String(product.id),
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image_url),
    ...(product.categories.length ? { category: product.categories.join(', ') } : {}),
    brand: { '@type': 'Brand', name: site.brand },
    offers: {
      '@type': 'Offer',
      url: shopUrl,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: organizationRef(),
    },
  }));
}

export function videoJsonLd(videos: readonly Video[]): JsonLdNode[] {
  return videos.map((video) => {
    const id = youtubeId(video.url);
    const year = String(video.year ?? '').trim();
    return {
      '@context': SCHEMA_CONTEXT,
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

// Listings may give a bare domain ('example.com.gh'); search engines need a full address.
function websiteUrl(website: string | null | undefined): string | undefined {
  const value = website?.trim();
  if (!value) return undefined;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export function localBusinessJsonLd(listings: readonly BusinessListing[]): JsonLdNode[] {
  return listings.map((listing) => {
    const phone = listing.contactDetails.phone?.trim();
    const email = listing.contactDetails.email?.trim();
    const website = websiteUrl(listing.website);
    const score = listing.companyRatings;
    const count = listing.ratings;
    return {
      '@context': SCHEMA_CONTEXT,
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
