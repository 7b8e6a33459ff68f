import { products } from '@/content/products';
import { PageIntro } from '@/components/layout/page-intro';
import { ProductBrowser } from '@/components/shop/product-browser';
import { JsonLd } from '@/components/seo/json-ld';
import { productJsonLd } from '@/lib/structured-data';
import { shopCategories } from '@/lib/shop/shop-query';
import { pageMetadata } from '@/lib/seo';

const path = '/Products';

export const metadata = pageMetadata({
  title: 'Our Products',
  description: 'Herbal medicines, teas, tinctures, oils and spiritual items from the MHV community, paid in Ghana cedis by mobile money or card.',
  path,
});

export default function Page() {
  return (
    <>
      <PageIntro title="Our Products">
        <p>
          Herbal medicines, teas, tinctures, oils and spiritual items prepared by our herbalists. Pay in Ghana cedis by
          mobile money or card.
        </p>
      </PageIntro>
      <section aria-label="Products" className="mx-auto max-w-7xl px-4 py-10">
        <ProductBrowser products={products} categories={shopCategories(products)} />
      </section>
      <JsonLd data={productJsonLd(products)} />
    </>
  );
}
