import { readShopProducts } from '@/lib/shop/catalogue/shop-products';
import { ShopView } from '@/components/shop/shop-view';
import { LegacyShopQuery } from '@/components/shop/legacy-shop-query';
import { shopPageCounts } from '@/lib/shop/catalogue/shop-query';
import { shopMetadata } from '@/lib/shop/catalogue/shop-metadata';

export const metadata = shopMetadata({ category: 'All', page: 1 });

export default async function Page() {
  const products = await readShopProducts();
  return (
    <>
      <ShopView products={products} category="All" page={1} />
      <LegacyShopQuery pageCounts={shopPageCounts(products)} />
    </>
  );
}
