import { notFound } from 'next/navigation';
import { readShopProducts } from '@/lib/shop/catalogue/shop-products';
import { ShopView } from '@/components/shop/shop-view';
import { categoryFromSlug, categorySlug, shopCategories } from '@/lib/shop/catalogue/shop-query';
import { shopMetadata } from '@/lib/shop/catalogue/shop-metadata';

type Props = { params: Promise<{ category: string }> };

// A category first used after the build is rendered on its first request; an unknown one is 404.
export async function generateStaticParams() {
  return shopCategories(await readShopProducts()).map((category) => ({ category: categorySlug(category) }));
}

async function categoryOf({ params }: Props) {
  return categoryFromSlug((await params).category, shopCategories(await readShopProducts()));
}

export async function generateMetadata(props: Props) {
  const category = await categoryOf(props);
  return category ? shopMetadata({ category, page: 1 }) : {};
}

export default async function Page(props: Props) {
  const category = await categoryOf(props);
  if (!category) notFound();
  return <ShopView products={await readShopProducts()} category={category} page={1} />;
}
