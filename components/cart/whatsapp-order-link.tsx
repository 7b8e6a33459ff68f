import { site } from '@/content/site';
import { whatsappOrderUrl } from '@/lib/shop/checkout/browser/whatsapp-order';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';

const styles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
};

/** 'Order on WhatsApp': opens the organisation's chat with the order written out, for buyers who prefer to talk. */
export function WhatsappOrderLink({
  lines,
  shopName,
  fields,
  variant,
}: {
  lines: readonly CartLine[];
  shopName: string;
  /** The checkout form: the message then says how the buyer receives the order. */
  fields?: CheckoutFields;
  variant: keyof typeof styles;
}) {
  if (lines.length === 0) return null;
  return (
    <a
      href={whatsappOrderUrl(lines, site.whatsappNumber, shopName, fields)}
      target="_blank"
      rel="noopener noreferrer"
      className={`mt-3 block w-full rounded-md px-4 py-3 text-center font-semibold ${styles[variant]}`}
    >
      Order on WhatsApp
    </a>
  );
}
