'use client';

import { useState } from 'react';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import type { ShopProduct } from '@/lib/shop/catalogue/shop-products';
import type { PictureSource } from '@/lib/images/picture-types';
import { ProductCard } from '@/components/shop/product-card';

interface ProductGridProps {
  products: ShopProduct[];
  /** Each product's picture prepared on the server (lib/images/picture-source.ts), by its image_url. */
  pictures: Record<string, PictureSource>;
}

// The products of one page of the shop, with their Add to Cart buttons; 'Added' holds within this view.
export function ProductGrid({ products, pictures }: ProductGridProps) {
  const add = useCartStore((state) => state.add);
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');

  const addToCart = (product: ShopProduct) => {
    // The cart shows the smallest prepared copy, as it does for a cart restored from storage.
    add({ ...product, image_url: pictures[product.image_url].thumbnail });
    setAdded((previous) => new Set(previous).add(product.id));
    setAnnouncement(`${product.name} added to your cart.`);
  };

  return (
    <>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            picture={pictures[product.image_url]}
            added={added.has(product.id)}
            onAdd={addToCart}
            // The first card's picture is the page's largest paint; the others wait their turn behind it.
            loading={index === 0 ? 'priority' : 'lazy'}
          />
        ))}
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </>
  );
}
