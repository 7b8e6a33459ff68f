'use client';

import { useCartStore } from '@/lib/shop/cart/cart-store';
import { totalQuantity } from '@/lib/shop/cart/totals';
import { Icon } from '@/components/ui/icon';
import { PageFallbackButton } from '@/components/ui/page-fallback-button';

interface CartButtonProps {
  /** Hover, focus or touch: the visitor is about to open the cart, so its code can start loading. */
  onIntent: () => void;
}

export function CartButton({ onIntent }: CartButtonProps) {
  // 0 until the stored cart is read, so the server's HTML and the first client render agree.
  const count = useCartStore((state) => (state.loaded ? totalQuantity(state.lines) : 0));
  const open = useCartStore((state) => state.drawer === 'cart');
  const openCart = useCartStore((state) => state.openCart);

  // A tap before the page's code has loaded (or without it) shows the cart as a page; once the code runs, the drawer.
  return (
    <PageFallbackButton
      href="/cart"
      onPress={openCart}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping cart'}
      className="fixed top-1/2 right-0 z-30 -translate-y-1/2 rounded-l-xl bg-brand-700 py-3 pr-3 pl-3.5 text-white shadow-lg hover:bg-brand-800"
      data-testid="cart-button"
    >
      <Icon name="cart" className="h-7 w-7" />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-2 -left-2 min-w-6 rounded-full bg-gold-400 px-1.5 text-center text-xs leading-6 font-bold text-brand-950"
        >
          {count}
        </span>
      ) : null}
    </PageFallbackButton>
  );
}
