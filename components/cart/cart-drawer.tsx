'use client';

import { SubtotalRow } from '@/components/cart/subtotal-row';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { Drawer } from '@/components/ui/drawer';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { LastOrderLink } from '@/components/cart/last-order-link';
import { WhatsappOrderLink } from '@/components/cart/whatsapp-order-link';

export function CartDrawer({ ready, shopName }: { ready: boolean; shopName: string }) {
  const open = useCartStore((state) => state.drawer === 'cart');
  const lines = useCartStore((state) => state.lines);
  const closeDrawer = useCartStore((state) => state.closeDrawer);
  const openCheckout = useCartStore((state) => state.openCheckout);
  const empty = lines.length === 0;

  return (
    <Drawer
      open={ready && open}
      onClose={closeDrawer}
      title="Shopping Cart"
      footer={
        <>
          <SubtotalRow lines={lines} />
          <button
            type="button"
            onClick={openCheckout}
            disabled={empty}
            className="mt-3 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
          >
            Checkout
          </button>
          <WhatsappOrderLink lines={lines} shopName={shopName} variant="secondary" />
          {open ? <LastOrderLink /> : null}
        </>
      }
    >
      {empty ? (
        <p className="py-8 text-center text-stone-700">Your cart is empty.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {lines.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
