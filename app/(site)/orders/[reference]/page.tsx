import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { OrderReceipt } from '@/components/orders/order-receipt';
import { orderForReceipt } from '@/lib/shop/checkout/server/order-lookup';
import { refreshPendingOrder } from '@/lib/shop/checkout/server/verify-payment';
import { siteUrl } from '@/lib/site/site-url';

// Per visitor and private: rendered on each request (it reads the key), never indexed, never cached.
// Its own metadataBase: the share picture is resolved at the app's root, above the site layout that names the site.
export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
  metadataBase: siteUrl(),
};

interface ReceiptPageProps {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function Page({ params, searchParams }: ReceiptPageProps) {
  const { reference } = await params;
  const { key } = await searchParams;
  const found = await orderForReceipt(reference, typeof key === 'string' ? key : null);
  // Unknown reference, missing key, wrong key: the same 404.
  if (!found) notFound();
  const order = await refreshPendingOrder(found);
  return (
    <>
      <PageIntro eyebrow="Receipt" title="Your order">
        <p>Keep the address of this page: it is your receipt, and only you have it.</p>
      </PageIntro>
      <OrderReceipt order={order} />
    </>
  );
}
