import { notFound } from 'next/navigation';
import { products } from '@/content/products';
import { ShopView } from '@/components/shop/shop-view';
import { categoryFromSlug, categorySlug, shopCategories } from '@/lib/shop/catalogue/shop-query';
import { shopMetadata } from '@/lib/shop/catalogue/shop-metadata';

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return shopCategories(products).map((category) => ({ category: categorySlug(category) }));
}

async function categoryOf({ params }: Props) {
  return categoryFromSlug((await params).category, shopCategories(products));
}

export async function generateMetadata(props: Props) {
  const category = await categoryOf(props);
  return category ? shopMetadata({ category, page: 1 }) : {};
}

export default async function Page(props: Props) {
  const category = await categoryOf(props);
  if (!category) notFound();
  return <ShopView products={products} category={category} page={1} />;
}
