'use client';

import { useEffect, useState } from 'react';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CheckoutDrawer } from '@/components/cart/checkout-drawer';

/** Both drawers, loaded as one chunk on demand. */
export function CartAndCheckoutDrawers({ shopName }: { shopName: string }) {
  // Mounted closed for two frames first, so a drawer opened by the very click that loaded it still slides in.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setReady(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);

  return (
    <>
      <CartDrawer ready={ready} shopName={shopName} />
      <CheckoutDrawer ready={ready} shopName={shopName} />
    </>
  );
}
