// What the checkout says. The sentences the shop has always shown (required fields, processing, the reference,
// checkout and popup failures, success) are kept word for word; the others were added with server-side orders.
export const checkoutMessages = {
  required: 'All fields are required.',
  processing: 'Processing Payment...',
  referenceFailed: 'Failed to generate payment reference. Please try again.',
  checkoutFailed: 'Failed to initiate checkout. Please try again.',
  popupClosed: 'You closed the payment popup. Please complete the payment.',
  // Shown instead of Pay Now when the site was built without a public key.
  notConfigured: 'Online payment is not configured yet. Please order on WhatsApp or call us to complete your order.',
  success: (reference: string) => `Your purchase was successful! Transaction reference: ${reference}`,
  // The order book or Paystack cannot be reached when Pay Now is pressed: nothing is charged.
  shopUnavailable: 'The shop is temporarily unavailable. Please try again in a few minutes.',
  paystackUnavailable:
    'Paystack could not start your payment just now. Nothing was charged. Please try again in a few minutes.',
  // Mobile money is often approved on the phone after the popup closes: neither success nor failure yet.
  waiting: (reference: string) =>
    `Thank you! We are waiting for Paystack to confirm your payment (reference ${reference}). Your receipt will show it as paid as soon as the confirmation arrives.`,
  notPaid: 'Your payment did not go through. Nothing was charged. Please try again.',
  mismatch: (reference: string) =>
    `We could not match your payment to your order. Please contact us with the reference ${reference}; nothing is lost.`,
};
