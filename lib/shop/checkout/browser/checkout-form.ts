import type { CartLine } from '@/lib/shop/cart/cart-line';
import type { CheckoutRequest } from '@/lib/shop/checkout/checkout-contract';
import type { PaymentMode } from '@/lib/server/db/stored-values';
import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import { normaliseGps, type DeliveryChoice } from '@/lib/shop/checkout/delivery-choice';

export interface CheckoutFields {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
  /** 'pickup' (the default) or 'delivery'. */
  delivery: DeliveryChoice['method'];
  /** The delivery area's id, '' until one is chosen. */
  zone: string;
  address: string;
  gps: string;
}

export const emptyFields: CheckoutFields = {
  name: '',
  phone: '',
  email: '',
  paymentMode: 'Momo',
  delivery: 'pickup',
  zone: '',
  address: '',
  gps: '',
};

/** The delivery the form describes, or the sentence that stops it. Pickup sends nothing: it is the default. */
function deliveryFromForm(
  fields: CheckoutFields,
): { ok: true; delivery?: DeliveryChoice } | { ok: false; message: string } {
  if (fields.delivery !== 'delivery') return { ok: true };
  if (!fields.zone) return { ok: false, message: checkoutMessages.deliveryArea };
  const address = fields.address.trim();
  if (!address) return { ok: false, message: checkoutMessages.deliveryAddress };
  if (fields.gps.trim() && !normaliseGps(fields.gps)) return { ok: false, message: checkoutMessages.gps };
  const gps = normaliseGps(fields.gps);
  return { ok: true, delivery: { method: 'delivery', zone: fields.zone, address, ...(gps ? { gps } : {}) } };
}

/**
 * The order the form describes, or the sentence that stops it. The browser checks only that every field is filled
 * (trimmed) and, for a delivery, the area, the address and the GPS address's form; the server checks the rest and
 * its refusal is shown as it comes.
 */
export function orderFromForm(
  fields: CheckoutFields,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
): { ok: true; order: CheckoutRequest } | { ok: false; message: string } {
  const name = fields.name.trim();
  const phone = fields.phone.trim();
  const email = fields.email.trim();
  if (!name || !phone || !email) return { ok: false, message: checkoutMessages.required };
  const delivery = deliveryFromForm(fields);
  if (!delivery.ok) return delivery;
  const items = lines.map(({ id, quantity }) => ({ id, quantity }));
  return {
    ok: true,
    order: {
      name,
      phone,
      email,
      paymentMode: fields.paymentMode,
      items,
      ...(delivery.delivery ? { delivery: delivery.delivery } : {}),
    },
  };
}
