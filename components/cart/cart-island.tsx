'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartStore } from '@/lib/cart/cart-store';
import type { CatalogueEntry } from '@/lib/types/product';
import { CartButton } from '@/components/cart/cart-button';
import { CART_HASH, PREPARE_CART_EVENT } from '@/lib/pwa/offline-caches';

// The drawers (and the checkout with its payment code) are a separate download, fetched once the cart has something
// in it or the visitor reaches for the cart button, not with every page.
const CartAndCheckoutDrawers = lazy(() =>
  import('@/components/cart/cart-and-checkout-drawers').then((module) => ({ default: module.CartAndCheckoutDrawers })),
);

interface CartIslandProps {
  catalogue: CatalogueEntry[];
  shopName: string;
}

/**
 * The cart's interactive part, in the browser: loads the stored cart against the catalogue, shows the cart button,
 * and fetches the drawers' code only when they are about to be needed.
 */
export function CartIsland({ catalogue, shopName }: CartIslandProps) {
  const drawerRequested = useCartStore((state) => state.drawer !== null);
  const hasItems = useCartStore((state) => state.lines.length > 0);
  // Once loaded, the drawers stay mounted (the checkout keeps what was typed even if the cart empties meanwhile).
  const [drawersWanted, setDrawersWanted] = useState(false);
  if (!drawersWanted && (drawerRequested || hasItems)) setDrawersWanted(true);

  useEffect(() => {
    useCartStore.getState().load(catalogue);
    // The offline page's link to the cart opens it on a page this browser has kept.
    if (window.location.hash === CART_HASH) useCartStore.getState().openCart();
  }, [catalogue]);

  useEffect(() => {
    // The service worker's page code asks for the drawers in the shop, so that their code is kept for offline use.
    const prepare = () => setDrawersWanted(true);
    window.addEventListener(PREPARE_CART_EVENT, prepare);
    return () => window.removeEventListener(PREPARE_CART_EVENT, prepare);
  }, []);

  return (
    <>
      <CartButton onIntent={() => setDrawersWanted(true)} />
      {drawersWanted ? (
        <Suspense fallback={null}>
          <CartAndCheckoutDrawers shopName={shopName} />
        </Suspense>
      ) : null}
    </>
  );
}
