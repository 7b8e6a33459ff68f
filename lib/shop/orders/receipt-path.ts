// Where an order's receipt lives. No secrets here: the key is in the path only because the browser that placed
// the order was given it, and both sides (the API answer, the e-mails, the cart) build the same path.

/** `/orders/{reference}?key={key}`, both parts URL-encoded. */
export function receiptPath(reference: string, key: string): string {
  return `/orders/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
}
