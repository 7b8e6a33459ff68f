import { rememberedReceipts } from '@/lib/shop/checkout/browser/receipt-history';

/**
 * 'View your last order', when this browser placed one: the receipt link (with its key) was kept in localStorage, so
 * it survives a reload. Only ever rendered in the browser (the drawers are loaded there), so reading storage is safe.
 */
export function LastOrderLink() {
  const last = rememberedReceipts()[0];
  if (!last) return null;
  return (
    <a
      href={last.receiptUrl}
      className="mt-3 block text-center text-sm font-medium text-brand-800 underline"
      data-testid="last-order-link"
    >
      View your last order
    </a>
  );
}
