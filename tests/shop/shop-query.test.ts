import { testProducts as products } from '../support/test-catalogue';
import type { Product } from '@/content/schema/product';
import {
  ALL_CATEGORIES,
  allShopPaths,
  categoryFromSlug,
  categorySlug,
  filterProducts,
  parseShopView,
  shopCategories,
  shopPageCounts,
  shopPath,
  shopViewPaths,
} from '@/lib/shop/catalogue/shop-query';

const categories = shopCategories(products);

describe('shop filter and pages', () => {
  it('lists each category once, in the order products first use it', () => {
    expect(categories).toEqual([
      'Medicine',
      'Cleanser',
      'Tea',
      'Supplements',
      'Healing',
      'Probiotic',
      'Tincture',
      'Oil',
      'Powder',
      'Spiritual Items',
    ]);
  });

  it('filters by category; All shows everything', () => {
    expect(filterProducts(products, ALL_CATEGORIES)).toHaveLength(products.length);
    expect(filterProducts(products, 'Tea').map((product) => product.name)).toEqual([
      'Moringa Leaf Tea',
      'Sobolo Hibiscus Tea',
    ]);
  });
});

describe('shop addresses', () => {
  it('gives every view its own address, page 1 without a page number', () => {
    expect(shopPath({ category: 'All', page: 1 })).toBe('/Products');
    expect(shopPath({ category: 'All', page: 3 })).toBe('/Products/page/3');
    expect(shopPath({ category: 'Spiritual Items', page: 1 })).toBe('/Products/category/spiritual-items');
    expect(shopPath({ category: 'Tea', page: 2 })).toBe('/Products/category/tea/page/2');
  });

  it('turns any category name into an address part and back', () => {
    expect(categorySlug('Roots & Barks')).toBe('roots-and-barks');
    expect(categorySlug('  Ṅkabom  Teas ')).toBe('kabom-teas');
    expect(categoryFromSlug('spiritual-items', categories)).toBe('Spiritual Items');
    expect(categoryFromSlug('shoes', categories)).toBeNull();
  });

  it('has one address a page of 4 for All and for each category', () => {
    expect(shopViewPaths(products, ALL_CATEGORIES)).toEqual([
      '/Products',
      '/Products/page/2',
      '/Products/page/3',
      '/Products/page/4',
    ]);
    expect(shopViewPaths(products, 'Supplements')).toEqual(['/Products/category/supplements']);
    const paths = allShopPaths(products);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(
      4 + categories.reduce((sum, category) => sum + Math.ceil(filterProducts(products, category).length / 4), 0),
    );
  });

  it('follows the catalogue: a renamed category moves to its new address', () => {
    const renamed: Product[] = products.map((product) => ({
      ...product,
      categories: product.categories.map((category) => (category === 'Tea' ? 'Herbal Teas' : category)),
    }));
    expect(allShopPaths(renamed)).toContain('/Products/category/herbal-teas');
    expect(allShopPaths(renamed)).not.toContain('/Products/category/tea');
  });
});

describe('old-style shop addresses', () => {
  const counts = shopPageCounts(products);

  it('reads the view from the query', () => {
    expect(parseShopView('?page=3', counts)).toEqual({ category: 'All', page: 3 });
    expect(parseShopView('?category=Spiritual+Items', counts)).toEqual({ category: 'Spiritual Items', page: 1 });
  });

  it('falls back to a real view for odd queries', () => {
    expect(parseShopView('?category=Shoes&page=2', counts)).toEqual({ category: 'All', page: 2 });
    expect(parseShopView('?category=constructor', counts)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?page=9', counts)).toEqual({ category: 'All', page: 4 });
    expect(parseShopView('?page=0', counts)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?page=two', counts)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?category=Tea&page=2', counts)).toEqual({ category: 'Tea', page: 1 });
  });
});
