import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PageIntro } from '@/components/layout/page-intro';
import { CartPage } from '@/components/cart/cart-page';
import { cartCatalogueForPages } from '@/lib/shop/cart/cart-catalogue-for-pages';
import { UNAVAILABLE_PARAM } from '@/lib/shop/cart/cart-forms';
import { reconcileCart } from '@/lib/shop/cart/reconcile';
import { readServerCart } from '@/lib/shop/cart/server-cart';
import { shopName } from '@/lib/shop/checkout/shop-name';
import { REFUSED_CHECKOUT_QUERY } from '@/lib/shop/checkout/checkout-contract';
import { readRefusedCheckout } from '@/lib/shop/checkout/server/form-checkout';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';

// The cart as a page: what a browser whose page code has not run keeps in its cart cookie, rendered on each request
// (it reads the cookie), never cached or indexed, with the checkout as a form. When the code runs, the page shows the
// code's cart instead, and its Checkout opens the drawer.
export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false, follow: false } };

interface CartPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function Page({ searchParams }: CartPageProps) {
  const [requestHeaders, catalogue, query] = await Promise.all([headers(), cartCatalogueForPages(), searchParams]);
  // A refusal's sentence and typed fields show on the page the checkout form was sent back to, not on a later visit.
  const sentBack = query[REFUSED_CHECKOUT_QUERY.name] === REFUSED_CHECKOUT_QUERY.value;
  const [cookieLines, refused] = await Promise.all([
    readServerCart(requestHeaders),
    sentBack ? readRefusedCheckout(requestHeaders) : null,
  ]);
  const unavailable = catalogue.find((entry) => String(entry.id) === query[UNAVAILABLE_PARAM]);
  return (
    <>
      <PageIntro eyebrow="Shop" title="Shopping Cart" />
      <CartPage
        serverLines={reconcileCart(cookieLines, catalogue)}
        notice={unavailable ? `${unavailable.name} is out of stock and was not added.` : null}
        shopName={shopName}
        checkout={{
          formKey: crypto.randomUUID(),
          refused,
          online: paystackSecretKey() !== '',
        }}
      />
    </>
  );
}
