import { verifyEndpoint } from '@/lib/shop/checkout/checkout-contract';

/** What our server found when it asked Paystack: the order's status afterwards, or that it could not ask. */
export type Confirmation = { status: string; verified: boolean } | { status: 'unknown'; verified: false };

/** The receipt key is the part of the receipt link only this browser knows; the server wants it to touch the order. */
function receiptKey(receiptUrl: string): string {
  return new URL(receiptUrl, 'http://receipt.invalid').searchParams.get('key') ?? '';
}

/**
 * Asks our server to verify the payment with Paystack after the popup reported success. Never throws: a network or
 * server failure is 'unknown', which the checkout treats as "waiting for the confirmation" (the webhook settles it).
 */
export async function confirmPayment(reference: string, receiptUrl: string): Promise<Confirmation> {
  try {
    const response = await fetch(verifyEndpoint(reference), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: receiptKey(receiptUrl) }),
    });
    const body = (await response.json().catch(() => null)) as { status?: unknown; verified?: unknown } | null;
    if (!response.ok || !body || typeof body.status !== 'string') {
      console.error('Payment verification failed:', response.status);
      return { status: 'unknown', verified: false };
    }
    return { status: body.status, verified: body.verified === true };
  } catch (error) {
    console.error('Payment verification failed:', error);
    return { status: 'unknown', verified: false };
  }
}
