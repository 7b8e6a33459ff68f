import type { PaymentMode } from '@/lib/server/db/stored-values';

/** Which Paystack channel each Payment Mode opens (the server's initialize and the browser's fallback popup agree). */
export const PAYSTACK_CHANNELS: Record<PaymentMode, string[]> = {
  Momo: ['mobile_money'],
  Card: ['card'],
};

/** The characters Paystack accepts in a transaction reference; anything else cannot be one of our orders. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9._=-]{1,100}$/;
