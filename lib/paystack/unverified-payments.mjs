// A shop with Paystack's public key offers Pay Now; without the secret key the server cannot ask Paystack whether a
// payment really arrived, and records each one as the buyer's browser reports it. A production server therefore
// refuses to start that way unless the owner chose it: ALLOW_UNVERIFIED_PAYMENTS=1. With no keys at all there is no
// Pay Now and nothing to refuse. `next dev` is never stopped: a developer may try the popup without a secret key.
//
// Checked twice, since the public key reaches the site two ways: server.mjs looks at its own environment before
// Next is loaded, and the Node start-up hook (lib/ops/node-server.ts) at the key the build wrote into the site.
//
// Plain JavaScript without Next: server.mjs runs it on Node alone.

export const UNVERIFIED_PAYMENTS_REFUSAL =
  'Not starting: a Paystack public key is set (NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY, now or when the site was built) but PAYSTACK_SECRET_KEY is not, so no payment could be checked with Paystack. Set PAYSTACK_SECRET_KEY, or ALLOW_UNVERIFIED_PAYMENTS=1 to accept payments unverified.';

/**
 * Ends the process with the refusal (one line on stderr, exit code 1) when the shop would take payments it cannot
 * verify and the owner has not allowed it; otherwise returns.
 * @param {{ publicKey: string | undefined, secretKey: string | undefined, allowUnverified: boolean }} settings
 */
export function refuseUnverifiedPayments({ publicKey, secretKey, allowUnverified }) {
  if (!publicKey?.trim() || secretKey?.trim() || allowUnverified) return;
  console.error(UNVERIFIED_PAYMENTS_REFUSAL);
  process.exit(1);
}
