import { formatMoney } from '@/content/schema/money';
import { isInStock } from '@/content/schema/rules';
import type { PictureLoading, PictureSource } from '@/lib/images/picture-types';
import type { ShopProduct } from '@/lib/shop/catalogue/shop-products';
import { PictureElement } from '@/components/ui/picture-element';

interface ProductCardProps {
  product: ShopProduct;
  /** The product's picture, prepared on the server (lib/images/picture-source.ts, layout 'productCard'). */
  picture: PictureSource;
  added: boolean;
  onAdd: (product: ShopProduct) => void;
  /** The first card of a page holds its largest picture ('priority'); the others wait behind it ('lazy'). */
  loading?: PictureLoading;
}

export function ProductCard({ product, picture, added, onAdd, loading = 'lazy' }: ProductCardProps) {
  const inStock = isInStock(product);
  const nameId = `product-${product.id}-name`;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
      data-testid="product-card"
    >
      <PictureElement
        source={picture}
        alt={product.name}
        loading={loading}
        className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.categories.join(' · ')}</p>
        <h2 id={nameId} className="font-serif text-lg font-bold text-brand-900">
          {product.name}
        </h2>
        <p className="text-sm text-stone-700">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-lg font-semibold text-stone-900">{formatMoney(product.price, product.currency)}</p>
          {inStock ? (
            product.left && <p className="text-sm font-medium text-gold-800">{`Only ${product.left} left`}</p>
          ) : (
            <p className="text-sm font-medium text-gold-800">Out of stock</p>
          )}
        </div>
        {/* A form, so that a tap before the page's code has loaded (or without it) still adds the product: the
            server keeps it in the cart cookie and shows /cart. Once the code runs, it adds the product itself. */}
        <form
          method="post"
          action="/cart/add"
          className="mt-2 flex"
          onSubmit={(event) => {
            event.preventDefault();
            onAdd(product);
          }}
        >
          <input type="hidden" name="id" value={product.id} />
          <button
            type="submit"
            disabled={!inStock}
            aria-describedby={nameId}
            className={`flex-1 rounded-md px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600 ${
              added ? 'bg-brand-100 text-brand-900 hover:bg-brand-200' : 'bg-brand-700 text-white hover:bg-brand-800'
            }`}
          >
            {added ? 'Added' : 'Add to Cart'}
          </button>
        </form>
      </div>
    </article>
  );
}
