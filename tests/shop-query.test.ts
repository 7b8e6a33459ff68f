import { products } from '@/content/products';
import { ALL_CATEGORIES, filterProducts, parseShopView, shopCategories, shopViewSearch } from '@/lib/shop/shop-query';

const categories = shopCategories(products);

describe('shop filter and pages', () => {
  it('lists each category once, in the order products first use it', () => {
    expect(categories).toEqual(['Medicine', 'Cleanser', 'Tea', 'Supplements', 'Healing', 'Probiotic', 'Tincture', 'Oil', 'Powder', 'Spiritual Items']);
  });

  it('filters by category; All shows everything', () => {
    expect(filterProducts(products, ALL_CATEGORIES)).toHaveLength(13);
    expect(filterProducts(products, 'Tea').map((product) => product.name)).toEqual(['Moringa Leaf Tea', 'Sobolo Hibiscus Tea']);
  });

  it('reads the view from the address', () => {
    expect(parseShopView('', products, categories)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?page=3', products, categories)).toEqual({ category: 'All', page: 3 });
    expect(parseShopView('?category=Spiritual+Items', products, categories)).toEqual({ category: 'Spiritual Items', page: 1 });
  });

  it('falls back to a real view for odd addresses', () => {
    expect(parseShopView('?category=Shoes&page=2', products, categories)).toEqual({ category: 'All', page: 2 });
    expect(parseShopView('?page=9', products, categories)).toEqual({ category: 'All', page: 4 });
    expect(parseShopView('?page=0', products, categories)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?page=two', products, categories)).toEqual({ category: 'All', page: 1 });
    expect(parseShopView('?category=Tea&page=2', products, categories)).toEqual({ category: 'Tea', page: 1 });
  });

  it('writes the shortest address for a view and reads it back', () => {
    expect(shopViewSearch({ category: 'All', page: 1 })).toBe('');
    expect(shopViewSearch({ category: 'All', page: 2 })).toBe('?page=2');
    const search = shopViewSearch({ category: 'Spiritual Items', page: 1 });
    expect(search).toBe('?category=Spiritual+Items');
    expect(parseShopView(search, products, categories)).toEqual({ category: 'Spiritual Items', page: 1 });
  });
});
