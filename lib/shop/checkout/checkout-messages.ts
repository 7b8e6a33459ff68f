import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/shop/cart/cart-line';
import { MAX_ORDER_LINES } from '@/lib/shop/checkout/checkout-contract';
import { buyerContactRefusals } from '@/content/schema/buyer-contact-limits';
import { PAYSTACK_UNAVAILABLE } from '@/lib/paystack/paystack-terms';
import { MAX_ADDRESS_LENGTH } from '@/lib/shop/checkout/delivery-choice';
import { OFFLINE_MESSAGE } from '@/lib/shop/checkout/offline-message';

// Every sentence a buyer reads during checkout, each written once. Two groups, so the browser's download carries
// only the first: what the page says itself, and the server's refusals, which the page shows as they arrive.

/** What the checkout page says. The required-fields, processing, reference, checkout, popup and success sentences
 * are the ones the shop has always shown; the others came with orders recorded on the server. */
export const checkoutMessages = {
  required: buyerContactRefusals.required,
  processing: 'Processing Payment...',
  referenceFailed: 'Failed to generate payment reference. Please try again.',
  checkoutFailed: 'Failed to initiate checkout. Please try again.',
  popupClosed: 'You closed the payment popup. Please complete the payment.',
  // Shown instead of Pay Now when the site was built without a public key.
  notConfigured: 'Online payment is not configured yet. Please order on WhatsApp or call us to complete your order.',
  success: (reference: string) => `Your purchase was successful! Transaction reference: ${reference}`,
  // Mobile money is often approved on the phone after the popup closes: neither success nor failure yet.
  waiting: (reference: string) =>
    `Thank you! We are waiting for Paystack to confirm your payment (reference ${reference}). Your receipt will show it as paid as soon as the confirmation arrives.`,
  notPaid: 'Your payment did not go through. Nothing was charged. Please try again.',
  // Pay Now without a connection: nothing is sent, and the cart stays as it is.
  offline: OFFLINE_MESSAGE,
  mismatch: (reference: string) =>
    `We could not match your payment to your order. Please contact us with the reference ${reference}; nothing is lost.`,
  // The delivery choice: asked only of a buyer who chose 'Deliver to me'.
  deliveryArea: 'Please choose a delivery area.',
  deliveryAddress: 'Please enter the delivery address.',
  gps: 'The GhanaPost GPS address must look like GA-183-8164.',
};

/** Why the server refused an order or a payment check, in the buyer's words. */
export const orderRefusals = {
  referenceFailed: checkoutMessages.referenceFailed,
  notAnObject: 'The order must be a JSON object.',
  ...buyerContactRefusals,
  paymentMode: 'Payment Mode must be Momo or Card.',
  emptyCart: 'Your cart is empty.',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different products.`,
  productId: 'Each product id must be a whole number.',
  quantity: `Each quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  duplicate: 'Each product may appear only once in an order.',
  unexpected: (keys: string[]) => `Unexpected field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`,
  unknownProduct: 'A product in your cart is no longer sold. Please remove it and try again.',
  deliveryArea: checkoutMessages.deliveryArea,
  deliveryAddress: checkoutMessages.deliveryAddress,
  addressTooLong: `The delivery address must be at most ${MAX_ADDRESS_LENGTH} characters.`,
  gps: checkoutMessages.gps,
  deliveryMethod: 'Delivery must be pickup or delivery.',
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  // A counted product with fewer units left than the line asks for (held for other buyers' unpaid orders or sold).
  notEnoughLeft: (name: string, left: number) => (left > 0 ? `Only ${left} left of ${name}.` : `${name} is sold out.`),
  referenceTimeout: 'The payment service took too long to answer. Please try again.',
  // The order book or Paystack cannot be reached when Pay Now is pressed: nothing is charged.
  shopUnavailable: 'The shop is temporarily unavailable. Please try again in a few minutes.',
  paystackUnavailable: PAYSTACK_UNAVAILABLE,
  // One answer for an unknown reference, a missing key and a wrong key, so none can be told from the others.
  orderNotFound: 'Order not found.',
  verifyBody: 'Send { "key": "<receipt key>" } as JSON.',
};
