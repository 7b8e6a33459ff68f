'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartStore } from '@/lib/cart/cart-store';
import type { CatalogueEntry } from '@/lib/types/product';
import { CartButton } from '@/components/cart/cart-button';

// The drawers (and the checkout with its payment code) are a separate download, fetched when a visitor reaches for
// the cart button, not with every page.
const CartDrawers = lazy(() => import('@/components/cart/cart-drawers').then((module) => ({ default: module.CartDrawers })));

interface CartRootProps {
  catalogue: CatalogueEntry[];
  shopName: string;
}

export function CartRoot({ catalogue, shopName }: CartRootProps) {
  const drawerRequested = useCartStore((state) => state.drawer !== null);
  const [intent, setIntent] = useState(false);

  useEffect(() => {
    useCartStore.getState().load(catalogue);
  }, [catalogue]);

  return (
    <>
      <CartButton onIntent={() => setIntent(true)} />
      {intent || drawerRequested ? (
        <Suspense fallback={null}>
          <CartDrawers shopName={shopName} />
        </Suspense>
      ) : null}
    </>
  );
}
