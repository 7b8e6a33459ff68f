import Link from 'next/link';
import { formatMoney } from '@/content/schema/money';
import type { ProductRow } from '@/lib/console/catalogue/product-list';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { ArchiveButton } from './catalogue-list-buttons';

/** One product of the list: its photo, name, price and whether it is for sale; in the archive, a way to put it back. */
export function ProductListItem({ product, archived }: { product: ProductRow; archived: boolean }) {
  return (
    <article className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a picture in public/ */}
      <img src={product.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <Link
          href={staffRoutes.catalogueEntry('product', product.id)}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-semibold break-words text-brand-900 underline underline-offset-2"
        >
          {product.name}
        </Link>
        <p className="text-stone-800">
          {formatMoney(product.price)} ·{' '}
          <span className={product.forSale ? 'text-brand-800' : 'font-semibold text-red-800'}>
            {product.forSale ? 'For sale' : 'Paused'}
          </span>
        </p>
      </div>
      {archived && <ArchiveButton kind="product" entry={{ ...product, archived }} name={product.name} />}
    </article>
  );
}
