import type { PaymentMode } from '@/lib/server/db/stored-values';

/** Which Paystack channel each Payment Mode opens (the server's initialize and the browser's fallback popup agree). */
export const PAYSTACK_CHANNELS: Record<PaymentMode, string[]> = {
  Momo: ['mobile_money'],
  Card: ['card'],
};

/** The characters Paystack accepts in a transaction reference; anything else cannot be one of our orders. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9._=-]{1,100}$/;

/** Paystack could not open a payment after Pay Now: whatever was held is let go, and the buyer is told this. */
export const PAYSTACK_UNAVAILABLE =
  'Paystack could not start your payment just now. Nothing was charged. Please try again in a few minutes.';
