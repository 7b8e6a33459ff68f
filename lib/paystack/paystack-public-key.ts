/** Paystack's public key, built into the browser code (it is meant to be public). Empty: online payment is off. */
export function paystackPublicKey(): string {
  return process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY?.trim() ?? '';
}
