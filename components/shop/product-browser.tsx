'use client';

import { useRef, useState } from 'react';
import { pageCount, pageItems } from '@/lib/pagination';
import { useCartStore } from '@/lib/cart/cart-store';
import { ALL_CATEGORIES, SHOP_PAGE_SIZE, filterProducts, parseShopView, shopViewSearch } from '@/lib/shop/shop-query';
import { useLocationSearch } from '@/lib/shop/use-location-search';
import type { Product } from '@/lib/types/product';
import { Pagination } from '@/components/ui/pagination';
import { CategoryFilter } from '@/components/shop/category-filter';
import { ProductCard } from '@/components/shop/product-card';

interface ProductBrowserProps {
  products: Product[];
  categories: string[];
}

// Filter and page live in the address (?category=Tea&page=2) so a view can be shared; the page itself stays static.
export function ProductBrowser({ products, categories }: ProductBrowserProps) {
  const [search, setSearch] = useLocationSearch();
  const { category, page } = parseShopView(search, products, categories);
  const add = useCartStore((state) => state.add);
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);

  const filtered = filterProducts(products, category);
  const pages = pageCount(filtered.length, SHOP_PAGE_SIZE);
  const visible = pageItems(filtered, page, SHOP_PAGE_SIZE);

  const chooseCategory = (next: string) => setSearch(shopViewSearch({ category: next, page: 1 }));
  const choosePage = (next: number) => {
    setSearch(shopViewSearch({ category, page: next }));
    gridRef.current?.scrollIntoView({ block: 'start' });
  };
  const addToCart = (product: Product) => {
    add(product);
    setAdded((previous) => new Set(previous).add(product.id));
    setAnnouncement(`${product.name} added to your cart.`);
  };

  return (
    <div>
      <CategoryFilter categories={[ALL_CATEGORIES, ...categories]} selected={category} onSelect={chooseCategory} />
      <div ref={gridRef} className="mt-8 grid scroll-mt-24 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {visible.map((product, index) => (
          <ProductCard key={product.id} product={product} added={added.has(product.id)} onAdd={addToCart} eager={index < 2} />
        ))}
      </div>
      <Pagination page={page} pageCount={pages} onPageChange={choosePage} label="Product pages" />
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
