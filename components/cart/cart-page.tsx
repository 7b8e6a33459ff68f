'use client';

import { MAX_QUANTITY, MIN_QUANTITY, type CartLine } from '@/lib/shop/cart/cart-line';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { CartLineItem, REMOVE_BUTTON } from '@/components/cart/cart-line-item';
import { CartLineShell } from '@/components/cart/cart-line-shell';
import { SubtotalRow } from '@/components/cart/subtotal-row';
import { WhatsappOrderLink } from '@/components/cart/whatsapp-order-link';
import { Icon } from '@/components/ui/icon';
import { CHECKOUT_FORM_ID, CheckoutForm } from '@/components/cart/checkout-form';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';

interface CartPageProps {
  /** The cart cookie's lines against today's catalogue: what the page shows until its code has run. */
  serverLines: CartLine[];
  /** A product that could not be added. */
  notice: string | null;
  shopName: string;
  /** The checkout as a form until the code runs: its key, a refusal it came back with, whether Paystack is set up. */
  checkout: { formKey: string; refused: { error: string; fields: CheckoutFields } | null; online: boolean };
}

/** A line as forms: its quantity and its remove button post to the server, which sends the browser back here. */
function CartLineForms({ line }: { line: CartLine }) {
  return (
    <CartLineShell line={line}>
      <form method="post" action="/cart/quantity" className="flex items-center gap-2">
        <input type="hidden" name="id" value={line.id} />
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          required
          defaultValue={line.quantity}
          aria-label={`Quantity of ${line.name}`}
          className="w-16 rounded-md border border-stone-300 px-2 py-1.5 text-center text-base"
        />
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Update
        </button>
      </form>
      <form method="post" action="/cart/remove">
        <input type="hidden" name="id" value={line.id} />
        <button type="submit" aria-label={`Remove ${line.name}`} className={REMOVE_BUTTON}>
          <Icon name="trash" className="h-5 w-5" />
        </button>
      </form>
    </CartLineShell>
  );
}

const CHECKOUT_BUTTON =
  'mt-3 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700';

/**
 * The cart as a page. Until the page's code runs it shows the cart cookie's lines as forms; once the code has read
 * its own cart (the cookie's lines moved into it), it shows that cart with the drawer's own controls, and Checkout
 * opens the checkout drawer. Until then Checkout leads to the checkout as a form
 * (lib/shop/checkout/server/form-checkout.ts).
 */
export function CartPage({ serverLines, notice, shopName, checkout }: CartPageProps) {
  const loaded = useCartStore((state) => state.loaded);
  const storeLines = useCartStore((state) => state.lines);
  const openCheckout = useCartStore((state) => state.openCheckout);
  const lines = loaded ? storeLines : serverLines;
  const empty = lines.length === 0;
  const withoutCode = !loaded && !empty && checkout.online;
  return (
    <section className="mx-auto max-w-xl px-4 py-8" aria-label="Your cart">
      {notice ? (
        <p role="status" className="bg-gold-50 text-gold-900 mb-4 rounded-md px-4 py-3">
          {notice}
        </p>
      ) : null}
      {empty ? (
        <p className="py-8 text-center text-stone-700">Your cart is empty.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {lines.map((line) =>
            loaded ? <CartLineItem key={line.id} line={line} /> : <CartLineForms key={line.id} line={line} />,
          )}
        </ul>
      )}
      <div className="mt-4 border-t border-stone-200 pt-4">
        <SubtotalRow lines={lines} />
        {withoutCode ? (
          // Until the code runs, Checkout leads to the form below.
          <a href={`#${CHECKOUT_FORM_ID}`} className={`block text-center ${CHECKOUT_BUTTON}`}>
            Checkout
          </a>
        ) : (
          <button type="button" onClick={openCheckout} disabled={empty || !loaded} className={CHECKOUT_BUTTON}>
            Checkout
          </button>
        )}
        {!loaded && !empty && !checkout.online ? (
          <p className="mt-2 text-sm text-stone-700">{checkoutMessages.notConfigured}</p>
        ) : null}
        <WhatsappOrderLink lines={lines} shopName={shopName} variant="secondary" />
      </div>
      {withoutCode ? <CheckoutForm formKey={checkout.formKey} refused={checkout.refused} /> : null}
    </section>
  );
}
