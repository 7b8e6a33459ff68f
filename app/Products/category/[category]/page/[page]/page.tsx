import { notFound } from 'next/navigation';
import { products } from '@/content/products';
import { ShopView } from '@/components/shop/shop-view';
import { laterPageParams, pageFromParam } from '@/lib/pagination';
import { SHOP_PAGE_SIZE, categoryFromSlug, categorySlug, filterProducts, shopCategories } from '@/lib/shop/shop-query';
import { shopMetadata } from '@/lib/shop/shop-metadata';

type Props = { params: Promise<{ category: string; page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return shopCategories(products).flatMap((category) =>
    laterPageParams(filterProducts(products, category).length, SHOP_PAGE_SIZE).map(({ page }) => ({ category: categorySlug(category), page })),
  );
}

async function viewOf({ params }: Props) {
  const { category: slug, page: param } = await params;
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
  return <ShopView products={products} {...view} />;
}
