import { notFound } from 'next/navigation';
import { readShopProducts } from '@/lib/shop/catalogue/shop-products';
import { ShopView } from '@/components/shop/shop-view';
import { laterPageParams, pageFromParam } from '@/lib/site/pagination';
import { SHOP_PAGE_SIZE } from '@/lib/shop/catalogue/shop-query';
import { shopMetadata } from '@/lib/shop/catalogue/shop-metadata';

type Props = { params: Promise<{ page: string }> };

// Pages a product added later needs are rendered on their first request; an address past the last page is 404.
export async function generateStaticParams() {
  return laterPageParams((await readShopProducts()).length, SHOP_PAGE_SIZE);
}

export async function generateMetadata({ params }: Props) {
  const products = await readShopProducts();
  const page = pageFromParam((await params).page, products.length, SHOP_PAGE_SIZE);
  return page ? shopMetadata({ category: 'All', page }) : {};
}

export default async function Page({ params }: Props) {
  const products = await readShopProducts();
  const page = pageFromParam((await params).page, products.length, SHOP_PAGE_SIZE);
  if (!page) notFound();
  return <ShopView products={products} category="All" page={page} />;
}
