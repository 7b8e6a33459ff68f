/** @jest-environment node */
import { site } from '@/content/site';
import { brandedTitle, pageMetadata, SHARE_IMAGE, TITLE_TEMPLATE } from '@/lib/site/seo';
import { metadata as layoutMetadata } from '@/app/(site)/layout';

describe('page metadata', () => {
  const meta = pageMetadata({
    title: 'Our Products',
    description: 'Herbal and spiritual products.',
    path: '/Products',
  });

  it('gives the page its title, description and canonical address', () => {
    expect(meta.title).toBe('Our Products');
    expect(meta.description).toBe('Herbal and spiritual products.');
    expect(meta.alternates?.canonical).toBe('/Products');
  });

  it('shares the page with the branded title, the page address and the generated image', () => {
    expect(meta.openGraph).toMatchObject({
      title: `Our Products | ${site.brand}`,
      description: 'Herbal and spiritual products.',
      url: '/Products',
      siteName: site.brandFull,
      images: [{ url: '/opengraph-image.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: `Our Products | ${site.brand}`,
      images: [SHARE_IMAGE],
    });
  });

  it('titles social cards the way the layout titles browser tabs', () => {
    expect(layoutMetadata.title).toEqual({ default: site.brandFull, template: TITLE_TEMPLATE });
    expect(brandedTitle('Home')).toBe(`Home | ${site.brand}`);
    expect(String(layoutMetadata.metadataBase)).toBe('http://localhost:3000/');
  });
});
