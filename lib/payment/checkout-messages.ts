// What the checkout says, word for word as the spec (sections 4, 5 and 8) has it.
export const checkoutMessages = {
  required: 'All fields are required.',
  processing: 'Processing Payment...',
  referenceFailed: 'Failed to generate payment reference. Please try again.',
  checkoutFailed: 'Failed to initiate checkout. Please try again.',
  popupClosed: 'You closed the payment popup. Please complete the payment.',
  // Not in the spec: shown instead of opening Paystack when the site was built without a public key.
  notConfigured: 'Online payment is not configured yet. Please call or WhatsApp us to complete your order.',
  success: (reference: string) => `Your purchase was successful! Transaction reference: ${reference}`,
};
