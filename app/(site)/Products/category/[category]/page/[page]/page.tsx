import { notFound } from 'next/navigation';
import { readShopProducts } from '@/lib/shop/catalogue/shop-products';
import { ShopView } from '@/components/shop/shop-view';
import { laterPageParams, pageFromParam } from '@/lib/site/pagination';
import {
  SHOP_PAGE_SIZE,
  categoryFromSlug,
  categorySlug,
  filterProducts,
  shopCategories,
} from '@/lib/shop/catalogue/shop-query';
import { shopMetadata } from '@/lib/shop/catalogue/shop-metadata';

type Props = { params: Promise<{ category: string; page: string }> };

// Pages a product added later needs are rendered on their first request; an address past the last page is 404.
export async function generateStaticParams() {
  const products = await readShopProducts();
  const params = shopCategories(products).flatMap((category) => {
    const total = filterProducts(products, category).length;
    return laterPageParams(total, SHOP_PAGE_SIZE)
      .filter(({ page }) => pageFromParam(page, total, SHOP_PAGE_SIZE) !== null)
      .map(({ page }) => ({ category: categorySlug(category), page }));
  });
  // A prerendered route needs at least one address: when every category fits on one page, one that answers 404.
  return params.length > 0 ? params : [{ category: categorySlug(shopCategories(products)[0] ?? 'none'), page: '2' }];
}

async function viewOf({ params }: Props) {
  const { category: slug, page: param } = await params;
  const products = await readShopProducts();
  const category = categoryFromSlug(slug, shopCategories(products));
  const page = category ? pageFromParam(param, filterProducts(products, category).length, SHOP_PAGE_SIZE) : null;
  return category && page ? { category, page } : null;
}

export async function generateMetadata(props: Props) {
  const view = await viewOf(props);
  return view ? shopMetadata(view) : {};
}

export default async function Page(props: Props) {
  const view = await viewOf(props);
  if (!view) notFound();
  return <ShopView products={await readShopProducts()} {...view} />;
}
