import type { PaymentMode } from '@/lib/payment/checkout-request';

/** Which Paystack channel each Payment Mode opens (the server's initialize and the browser's fallback popup agree). */
export const PAYSTACK_CHANNELS: Record<PaymentMode, string[]> = {
  Momo: ['mobile_money'],
  Card: ['card'],
};
