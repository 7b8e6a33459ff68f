import { siteUrl } from '@/lib/seo';
import type { Product } from '@/lib/types/product';

// Lists every product (not only the first page the grid shows) for search engines, with price and availability.
export function ProductListJsonLd({ products, path }: { products: readonly Product[]; path: string }) {
  const base = siteUrl();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: new URL(product.image_url, base).toString(),
        category: product.categories.join(', '),
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: product.currency,
          availability: `https://schema.org/${product.stock_status === 'In Stock' ? 'InStock' : 'OutOfStock'}`,
          url: new URL(path, base).toString(),
        },
      },
    })),
  };
  // '<' is escaped so no product text can end the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
