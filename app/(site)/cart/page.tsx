import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PageIntro } from '@/components/layout/page-intro';
import { CartPage } from '@/components/cart/cart-page';
import { cartCatalogueForPages } from '@/lib/shop/cart/cart-catalogue-for-pages';
import { UNAVAILABLE_PARAM } from '@/lib/shop/cart/cart-forms';
import { reconcileCart } from '@/lib/shop/cart/reconcile';
import { readServerCart } from '@/lib/shop/cart/server-cart';
import { shopName } from '@/lib/shop/checkout/shop-name';

// The cart as a page: what a browser whose page code has not run keeps in its cart cookie, rendered on each request
// (it reads the cookie), never cached or indexed. When the code runs, the page shows the code's cart instead.
export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false, follow: false } };

interface CartPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function Page({ searchParams }: CartPageProps) {
  const [cookieLines, catalogue, query] = await Promise.all([
    headers().then(readServerCart),
    cartCatalogueForPages(),
    searchParams,
  ]);
  const unavailable = catalogue.find((entry) => String(entry.id) === query[UNAVAILABLE_PARAM]);
  return (
    <>
      <PageIntro eyebrow="Shop" title="Shopping Cart" />
      <CartPage
        serverLines={reconcileCart(cookieLines, catalogue)}
        notice={unavailable ? `${unavailable.name} is out of stock and was not added.` : null}
        shopName={shopName}
      />
    </>
  );
}
