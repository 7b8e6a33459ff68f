/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, copyFileSync, statSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '@/components/ui/picture';
import { generatePictures } from '@/build/generate-pictures.mjs';
import { PICTURE_LAYOUTS, type PictureLayout } from '@/lib/images/picture-layouts';
import type { PictureLoading } from '@/lib/images/picture-types';
import { makePhoto, PHOTO } from '../support/make-photo.mjs';
import { phonePick } from '../support/phone-pick';

// A staff member drops 4000 x 3000 phone photos in for a product and a team member; the build's picture
// pipeline runs on them for real, in a copy of public/, and a phone 375 px wide at 2x picks its copy from
// the markup the way a browser does (first matching `sizes` entry, then the smallest width that covers it).
// Preparing two 12-megapixel photos takes about 15 s on an idle 2-core machine, longer on a busy one.
const root = mkdtempSync(path.join(tmpdir(), 'mhv-pictures-'));

function chosenFile(markup: string, type: string): { url: string; bytes: number } {
  const url = phonePick(markup, type);
  return { url, bytes: statSync(path.join(root, 'public', url)).size };
}

function draw(src: string, layout: PictureLayout, loading?: PictureLoading) {
  return renderToStaticMarkup(<Picture src={src} layout={layout} alt="A photo" loading={loading} />);
}

beforeAll(async () => {
  for (const [folder, name] of [
    ['products', 'shea-butter.jpg'],
    ['team', 'ama.jpg'],
  ])
    await makePhoto(path.join(root, 'public', folder, name));
  mkdirSync(path.join(root, 'public', 'pages'));
  copyFileSync(path.join(process.cwd(), 'public/pages/home-hero.svg'), path.join(root, 'public/pages/home-hero.svg'));
  await generatePictures(root);
  jest.spyOn(process, 'cwd').mockReturnValue(root);
}, 300_000);

afterAll(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('Picture with a phone photograph', () => {
  it('starts from a photograph of at least 4000 x 3000 pixels and 2 MB', () => {
    expect(PHOTO.width * PHOTO.height).toBeGreaterThanOrEqual(4000 * 3000);
    expect(statSync(path.join(root, 'public/products/shea-butter.jpg')).size).toBeGreaterThan(2_000_000);
  });

  it.each([
    ['a product card', '/products/shea-butter.jpg', 'productCard', 80_000],
    ['a team card', '/team/ama.jpg', 'teamCard', 40_000],
  ] as const)('sends %s to a 375 px phone as AVIF or WebP within budget', (_, src, layout, budget) => {
    const markup = draw(src, layout);
    // The size comes from the file, so the space is kept while it loads; the original is never linked.
    expect(markup).toContain(`width="${PHOTO.width}" height="${PHOTO.height}"`);
    expect(markup).not.toContain(src);
    expect(markup).toContain('loading="lazy"');
    expect(markup).not.toContain('<script');
    expect(markup).toContain(`sizes="${PICTURE_LAYOUTS[layout].sizes}"`);
    for (const type of ['image/avif', 'image/webp']) {
      const file = chosenFile(markup, type);
      expect(file.url).toMatch(/^\/_img\/[0-9a-f]{12}-\d+\.(avif|webp)$/);
      expect(file.bytes).toBeLessThanOrEqual(budget);
    }
  });

  it('loads the page’s largest picture first', () => {
    const markup = draw('/products/shea-butter.jpg', 'hero', 'priority');
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');
  });

  it('lets a lazy picture that turns out to be in view come after everything else', () => {
    expect(draw('/products/shea-butter.jpg', 'productCard')).toContain('fetchPriority="low"');
    expect(draw('/products/shea-butter.jpg', 'productCard', 'eager')).not.toContain('fetchPriority');
  });
});

describe('Picture with an SVG', () => {
  it('serves it unchanged, sized from the file, with no copies', () => {
    const markup = draw('/pages/home-hero.svg', 'hero');
    expect(markup).toMatch(/^<img src="\/pages\/home-hero.svg" width="\d+" height="\d+"/);
    expect(markup).not.toContain('<picture');
  });
});
