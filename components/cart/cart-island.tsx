'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import type { CatalogueEntry } from '@/content/schema/product';
import { CartButton } from '@/components/cart/cart-button';
import { drawersUnavailable } from '@/components/cart/drawers-unavailable';
import { CART_HASH, PREPARE_CART_EVENT } from '@/lib/site/pwa/offline-caches';

// The drawers (and the checkout with its payment code) are a separate download, fetched once the cart has something
// in it or the visitor reaches for the cart button, not with every page (the service worker's page code asks for it
// ahead of use, below). Code that cannot be loaded gives way to a notice, never to an error page.
const loadDrawers = () => import('@/components/cart/cart-and-checkout-drawers');
const CartAndCheckoutDrawers = lazy(() =>
  loadDrawers().then(
    (module) => ({ default: module.CartAndCheckoutDrawers }),
    async (error: unknown) => ({ default: await drawersUnavailable<{ shopName: string }>(error) }),
  ),
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
    // The service worker's page code asks for the drawers' code ahead of use, so that it is kept for offline use. It
    // is only loaded, not drawn; a failure says nothing yet: the cart reports it if the visitor opens it.
    const prepare = () => void loadDrawers().catch(() => undefined);
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
