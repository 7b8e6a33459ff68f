import { render } from '@testing-library/react';
import { site } from '@/content/site';
import { carePath } from '@/content/site-links';
import { localBusinessJsonLd, productJsonLd, videoJsonLd } from '@/lib/site/structured-data/catalogue';
import type { BusinessListing } from '@/content/schema/directory';
import type { Product } from '@/content/schema/product';
import { serializeJsonLd, type JsonLdNode } from '@/lib/site/structured-data/json-ld';
import { organizationJsonLd } from '@/lib/site/structured-data/organization';
import { JsonLd } from '@/components/seo/json-ld';

const ORIGINAL_SITE_URL = process.env.SITE_URL;
afterEach(() => {
  if (ORIGINAL_SITE_URL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = ORIGINAL_SITE_URL;
});

const offer = (node: JsonLdNode) => node.offers as Record<string, unknown>;

describe('Organization (on /home)', () => {
  it('names the organisation, with both phone lines as contact points', () => {
    const org = organizationJsonLd();
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.brandFull);
    expect(org.email).toBe(site.email);
    const points = org.contactPoint as Array<Record<string, string>>;
    expect(points.map((p) => p.telephone)).toEqual([
      site.consultationPhone.replace(/\s/g, ''),
      site.healthCarePhone.replace(/\s/g, ''),
    ]);
    expect(points.every((p) => p['@type'] === 'ContactPoint' && p.contactType)).toBe(true);
    expect(points[1].url).toBe(`http://localhost:3000${carePath}`);
  });

  it('lists the social profiles but not the WhatsApp chat link', () => {
    const sameAs = organizationJsonLd().sameAs as string[];
    expect(sameAs).toEqual([site.facebookUrl, site.instagramUrl, site.youtubeUrl]);
    expect(sameAs.some((url) => url.includes('wa.me'))).toBe(false);
  });

  it('uses SITE_URL for its addresses', () => {
    process.env.SITE_URL = 'https://mhv.example.gh';
    expect(organizationJsonLd().url).toBe('https://mhv.example.gh/home');
  });
});

describe('Product with Offer (on /Products)', () => {
  const products: Product[] = [
    {
      id: 1,
      name: 'Neem Cleanser',
      description: 'A gentle herbal cleanser.',
      price: 45,
      currency: 'GHS',
      image_url: '/images/products/neem.webp',
      categories: ['Cleanser', 'Healing'],
      stock_status: 'In Stock',
    },
    {
      id: 11,
      name: 'Prayer Beads',
      description: 'Hand-strung beads.',
      price: 12.5,
      currency: 'GHS',
      categories: [],
      image_url: '/images/products/beads.webp',
    },
  ];

  it('gives one Product per item, priced in Ghana cedis with two decimals', () => {
    const nodes = productJsonLd(products);
    expect(nodes).toHaveLength(2);
    expect(nodes.map((n) => n['@type'])).toEqual(['Product', 'Product']);
    expect(nodes.map((n) => offer(n).price)).toEqual(['45.00', '12.50']);
    expect(nodes.map((n) => offer(n).priceCurrency)).toEqual(['GHS', 'GHS']);
    expect(nodes[0].category).toBe('Cleanser, Healing');
    expect(nodes[1]).not.toHaveProperty('category');
    expect(nodes[1].sku).toBe('11');
  });

  it('marks an item without In Stock as out of stock', () => {
    const [inStock, noStatus] = productJsonLd(products);
    expect(offer(inStock).availability).toBe('https://schema.org/InStock');
    expect(offer(noStatus).availability).toBe('https://schema.org/OutOfStock');
    expect(offer(productJsonLd([{ ...products[0], stock_status: 'Out of Stock' }])[0]).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('turns local image paths into full addresses', () => {
    process.env.SITE_URL = 'https://mhv.example.gh';
    expect(productJsonLd(products)[0].image).toBe('https://mhv.example.gh/images/products/neem.webp');
    expect(offer(productJsonLd(products)[0]).url).toBe('https://mhv.example.gh/Products');
  });
});

describe('VideoObject (on /teachings)', () => {
  it('derives the watch page and thumbnail of a YouTube embed, and the year as upload date', () => {
    const [video] = videoJsonLd([
      {
        title: 'Akwasidae 2023',
        url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc',
        channel: 'MHV TV',
        year: '2023',
      },
    ]);
    expect(video['@type']).toBe('VideoObject');
    expect(video.name).toBe('Akwasidae 2023');
    expect(video.embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc');
    expect(video.contentUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(video.thumbnailUrl).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(video.uploadDate).toBe('2023');
    expect(video.author).toEqual({ '@type': 'Organization', name: 'MHV TV' });
  });

  it('leaves out what it does not know', () => {
    const [noYear, otherHost] = videoJsonLd([
      { title: 'Drumming', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk', channel: 'MHV', year: 'Other' },
      { title: 'Camp', url: 'https://player.example.com/v/42', channel: 'MHV' },
    ]);
    expect(noYear).not.toHaveProperty('uploadDate');
    expect(noYear.thumbnailUrl).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    expect(otherHost).not.toHaveProperty('thumbnailUrl');
    expect(otherHost).not.toHaveProperty('uploadDate');
  });

  it('reads the id of watch and short links too', () => {
    const [watch, short] = videoJsonLd([
      { title: 'Hike', url: 'https://www.youtube.com/watch?feature=x&v=dQw4w9WgXcQ', channel: 'MHV' },
      { title: 'Song', url: 'https://youtu.be/dQw4w9WgXcQ', channel: 'MHV' },
    ]);
    expect([watch.contentUrl, short.contentUrl]).toEqual(Array(2).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
  });
});

describe('LocalBusiness (on /directory)', () => {
  const listings: BusinessListing[] = [
    {
      companyName: 'Sankofa Herbs',
      briefDescription: 'Remedies from the forest.',
      shortDescription: 'Herbal remedies and teas.',
      image: '/images/directory/sankofa.webp',
      location: 'Kumasi',
      contactDetails: { phone: '+233 20 111 2222', email: 'hello@sankofa.example' },
      website: 'sankofa.example',
      companyRatings: 4.8,
      ratings: 120,
    },
    {
      companyName: 'Adinkra Crafts',
      shortDescription: 'Hand-printed cloth.',
      image: '/images/directory/adinkra.webp',
      location: 'Ntonso',
      briefDescription: 'Cloth printed by hand.',
      contactDetails: { phone: null, email: null },
      website: null,
      companyRatings: null,
      ratings: null,
    },
  ];

  it('carries the contact details, website and rating of a listing', () => {
    const [business] = localBusinessJsonLd(listings);
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.name).toBe('Sankofa Herbs');
    expect(business.telephone).toBe('+233201112222');
    expect(business.email).toBe('hello@sankofa.example');
    expect(business.url).toBe('https://sankofa.example');
    expect(business.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Kumasi', addressCountry: 'GH' });
    expect(business.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 120 });
  });

  it('omits missing contact details and ratings instead of writing nulls', () => {
    const [, business] = localBusinessJsonLd(listings);
    for (const key of ['telephone', 'email', 'url', 'aggregateRating']) expect(business).not.toHaveProperty(key);
    expect(JSON.stringify(business)).not.toContain('null');
    expect(business.image).toBe('http://localhost:3000/images/directory/adinkra.webp');
  });
});

describe('the JSON-LD script', () => {
  const hostile: JsonLdNode = {
    '@type': 'Thing',
    name: 'Oils </script><script>alert(1)</script> & <!-- more',
    note: 'a\u2028b',
  };

  it('cannot be closed or altered by the text it carries, and still parses to the same data', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('renders a script of type application/ld+json with that data', () => {
    const { container } = render(<JsonLd data={[organizationJsonLd(), hostile]} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].innerHTML).not.toContain('</script');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual([organizationJsonLd(), hostile]);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<JsonLd data={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
