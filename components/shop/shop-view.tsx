import type { ShopProduct } from '@/lib/shop/catalogue/shop-products';
import { pageItems } from '@/lib/site/pagination';
import { pictureSource } from '@/lib/images/picture-source';
import {
  ALL_CATEGORIES,
  SHOP_PAGE_SIZE,
  filterProducts,
  shopCategories,
  shopPath,
  shopViewPaths,
} from '@/lib/shop/catalogue/shop-query';
import { productJsonLd } from '@/lib/site/structured-data/catalogue';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { PageLinks } from '@/components/ui/page-links';
import { CategoryFilter } from '@/components/shop/category-filter';
import { ProductGrid } from '@/components/shop/product-grid';

interface ShopViewProps {
  products: readonly ShopProduct[];
  category: string;
  page: number;
}

// One page of the shop: only its own products (and their structured data) are in the page, so it weighs the same
// however long the catalogue grows; the category chips and page numbers are links to the other prerendered pages.
export function ShopView({ products, category, page }: ShopViewProps) {
  const visible = pageItems(filterProducts(products, category), page, SHOP_PAGE_SIZE);
  const chips = [ALL_CATEGORIES, ...shopCategories(products)].map((label) => ({
    label,
    href: shopPath({ category: label, page: 1 }),
  }));
  const pictures = Object.fromEntries(
    visible.map((product) => [product.image_url, pictureSource(product.image_url, 'productCard')]),
  );
  return (
    <>
      <PageIntro title="Our Products">
        <p>
          Herbal medicines, teas, tinctures, oils and spiritual items prepared by our herbalists. Pay in Ghana cedis by
          mobile money or card.
        </p>
      </PageIntro>
      <section aria-label="Products" className="mx-auto max-w-7xl px-4 py-10">
        <CategoryFilter chips={chips} selected={category} />
        <ProductGrid key={`${category}-${page}`} products={visible} pictures={pictures} />
        <PageLinks hrefs={shopViewPaths(products, category)} page={page} label="Product pages" />
      </section>
      <JsonLd data={productJsonLd(visible)} />
    </>
  );
}
