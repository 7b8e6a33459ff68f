// The receipts this browser was given, so its visitor finds an order again from the cart after a reload. Only the
// links live here (each carries its own key); the order itself stays on the server.

const STORAGE_KEY = 'orders';
/** The last few orders are enough to find "the one I just paid"; older links stay valid in the receipt e-mail. */
export const MAX_REMEMBERED_RECEIPTS = 3;

export interface RememberedReceipt {
  reference: string;
  receiptUrl: string;
}

function isReceipt(value: unknown): value is RememberedReceipt {
  const entry = value as RememberedReceipt;
  return (
    !!entry &&
    typeof entry.reference === 'string' &&
    typeof entry.receiptUrl === 'string' &&
    entry.receiptUrl.startsWith('/orders/')
  );
}

/** Newest first; anything unreadable (old format, hand-edited, storage blocked) counts as none. */
export function rememberedReceipts(): RememberedReceipt[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isReceipt).slice(0, MAX_REMEMBERED_RECEIPTS) : [];
  } catch {
    return [];
  }
}

export function rememberReceipt(receipt: RememberedReceipt): void {
  const others = rememberedReceipts().filter((entry) => entry.reference !== receipt.reference);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([receipt, ...others].slice(0, MAX_REMEMBERED_RECEIPTS)));
  } catch {
    // Storage full or blocked: the receipt e-mail still carries the link.
  }
}
