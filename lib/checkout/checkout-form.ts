import type { CartLine } from '@/lib/cart/cart-line';
import type { CheckoutRequest, PaymentMode } from '@/lib/checkout-shared/checkout-contract';
import { checkoutMessages } from '@/lib/checkout-shared/checkout-messages';

export interface CheckoutFields {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
}

export const emptyFields: CheckoutFields = { name: '', phone: '', email: '', paymentMode: 'Momo' };

/**
 * The order the form describes, or the sentence that stops it. The browser checks only that every field is filled
 * (trimmed); the server checks the rest and its refusal is shown as it comes.
 */
export function orderFromForm(
  fields: CheckoutFields,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
): { ok: true; order: CheckoutRequest } | { ok: false; message: string } {
  const name = fields.name.trim();
  const phone = fields.phone.trim();
  const email = fields.email.trim();
  if (!name || !phone || !email) return { ok: false, message: checkoutMessages.required };
  const items = lines.map(({ id, quantity }) => ({ id, quantity }));
  return { ok: true, order: { name, phone, email, paymentMode: fields.paymentMode, items } };
}
