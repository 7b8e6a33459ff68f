'use client';

import { useId } from 'react';
import { SubtotalRow } from '@/components/cart/subtotal-row';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import { useCheckout } from '@/lib/shop/checkout/browser/use-checkout';
import { Drawer } from '@/components/ui/drawer';
import { CheckoutLine } from '@/components/cart/checkout-line';
import { WhatsappOrderLink } from '@/components/cart/whatsapp-order-link';
import { DeliveryTotalRows } from '@/components/cart/delivery-total-rows';
import { CheckoutFieldset } from '@/components/cart/checkout-fieldset';

export function CheckoutDrawer({ ready, shopName }: { ready: boolean; shopName: string }) {
  const open = useCartStore((state) => state.drawer === 'checkout');
  const closeDrawer = useCartStore((state) => state.closeDrawer);
  const { lines, fields, update, error, processing, pay, onlinePayment } = useCheckout(shopName);
  const formId = useId();

  return (
    <Drawer
      open={ready && open}
      onClose={closeDrawer}
      title="Checkout"
      footer={
        <>
          <SubtotalRow lines={lines} />
          <DeliveryTotalRows fields={fields} lines={lines} />
          {onlinePayment ? (
            <>
              <button
                type="submit"
                form={formId}
                disabled={processing}
                className="mt-3 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600"
              >
                {processing ? checkoutMessages.processing : 'Pay Now'}
              </button>
              <WhatsappOrderLink lines={lines} shopName={shopName} fields={fields} variant="secondary" />
            </>
          ) : (
            // Without online payment the order still goes somewhere: to the organisation's WhatsApp.
            <>
              <p className="mt-3 text-sm text-stone-700">{checkoutMessages.notConfigured}</p>
              <WhatsappOrderLink lines={lines} shopName={shopName} fields={fields} variant="primary" />
            </>
          )}
        </>
      }
    >
      <ul className="divide-y divide-stone-200 border-b border-stone-200">
        {lines.map((line) => (
          <CheckoutLine key={line.id} line={line} />
        ))}
      </ul>
      <form id={formId} onSubmit={pay} noValidate className="mt-4 space-y-4">
        <CheckoutFieldset error={error} fields={fields} update={update} />
      </form>
    </Drawer>
  );
}
