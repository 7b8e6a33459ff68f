import { formatMoney } from '@/lib/money';
import type { CartLine } from '@/lib/cart/cart-line';
import { ProductImage } from '@/components/shop/product-image';

export function CheckoutLine({ line }: { line: CartLine }) {
  return (
    <li className="flex items-center gap-3 py-3" data-testid="checkout-line">
      <ProductImage src={line.image_url} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-md bg-brand-50" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">{line.name}</p>
        <p className="text-stone-700">Quantity: {line.quantity}</p>
        <p className="text-stone-700">Price: {formatMoney(line.price, line.currency)}</p>
      </div>
    </li>
  );
}
