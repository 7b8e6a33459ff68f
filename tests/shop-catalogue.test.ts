/**
 * @jest-environment node
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { products } from '@/content/products';

const specCategories = ['Medicine', 'Cleanser', 'Tea', 'Probiotic', 'Tincture', 'Supplements', 'Oil', 'Powder', 'Spiritual Items', 'Healing'];

describe('content/products.ts', () => {
  it('holds 13 products with unique whole-number ids', () => {
    expect(products).toHaveLength(13);
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(13);
    ids.forEach((id) => expect(Number.isInteger(id) && id > 0).toBe(true));
  });

  it('prices everything in GHS between 5 and 200, to the pesewa', () => {
    for (const product of products) {
      expect(product.currency).toBe('GHS');
      expect(product.price).toBeGreaterThanOrEqual(5);
      expect(product.price).toBeLessThanOrEqual(200);
      expect(Math.round(product.price * 100)).toBeCloseTo(product.price * 100, 6);
    }
  });

  it('uses only the spec categories, and every one of them', () => {
    const used = new Set(products.flatMap((product) => product.categories));
    used.forEach((category) => expect(specCategories).toContain(category));
    expect(used.size).toBe(specCategories.length);
  });

  it('has every product in stock except id 11, which has no stock status', () => {
    for (const product of products) {
      if (product.id === 11) expect(product.stock_status).toBeUndefined();
      else expect(product.stock_status).toBe('In Stock');
    }
  });

  it('has real names and descriptions', () => {
    for (const product of products) {
      expect(product.name.trim().length).toBeGreaterThan(3);
      expect(product.description.trim().length).toBeGreaterThan(40);
      expect(product.description).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('shows a light local picture with a size for every product', () => {
    for (const product of products) {
      expect(product.image_url).toMatch(/^\/products\/[a-z0-9-]+\.(svg|webp)$/);
      const file = join(process.cwd(), 'public', product.image_url);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
      if (file.endsWith('.svg')) {
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/width="\d+" height="\d+"/);
        expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      }
    }
  });
});
