import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { ALL_CATEGORIES, shopPath, type ShopView } from '@/lib/shop/catalogue/shop-query';

const description =
  'Herbal medicines, teas, tinctures, oils and spiritual items from the MHV community, paid in Ghana cedis by mobile money or card.';

/** Each page of the shop has its own title and address: 'Our Products', 'Tea: Our Products, page 2'. */
export function shopMetadata(view: ShopView): Metadata {
  const name = view.category === ALL_CATEGORIES ? 'Our Products' : `${view.category}: Our Products`;
  const title = view.page > 1 ? `${name}, page ${view.page}` : name;
  const about = view.category === ALL_CATEGORIES ? description : `${view.category} from the MHV shop. ${description}`;
  return pageMetadata({ title, description: about, path: shopPath(view) });
}
