import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '@/content/schema/rules';
import type { Product } from '@/content/schema/product';
import { SHOP_CURRENCY } from '@/content/schema/money';
import { checkbox, entryFields, textField, typedNumber, type KindForm } from './form-kinds';

// A product's form. The price is the owner's: a staff account's form shows it but does not send it, and a post that
// carries it is the owner's to make (lib/console/actions/catalogue-products.ts).

export const productLabels = {
  name: 'Name',
  description: 'Description',
  price: 'Price (GHS)',
  categories: 'Categories',
  photo: 'Photo',
  forSale: 'For sale',
} as const;

/** The form names each category's checkbox by its place in the list: a name with spaces never reaches a field name. */
export const categoryField = (index: number) => `category-${index}`;
const categoryShape = Object.fromEntries(PRODUCT_CATEGORIES.map((_, index) => [categoryField(index), checkbox]));

const schema = z.strictObject({
  ...entryFields,
  name: textField(productLabels.name, 200),
  description: textField(productLabels.description, 4000),
  price: textField(productLabels.price, 20).optional(),
  forSale: checkbox,
  ...categoryShape,
});
type Input = z.output<typeof schema>;

/** 'For sale' or 'Paused', as the list and the form say it. */
const saleWords = (product: Pick<Product, 'stock_status'>) =>
  product.stock_status === 'In Stock' ? 'For sale' : 'Paused';

/** 45 → '45.00', as the console writes cedis. */
const cedis = (amount: number) => amount.toFixed(2);

function stockStatus(forSale: boolean, current: Product | null): Product['stock_status'] {
  if (forSale) return 'In Stock';
  // A product paused by leaving the status out (as content/ does) stays as it was written.
  return current && current.stock_status === undefined ? undefined : 'Out of Stock';
}

export const productForm: KindForm<'product', Input> = {
  schema,
  toData(input, current, photo) {
    const problems: string[] = [];
    let price = current?.price;
    if (input.price !== undefined) {
      const typed = typedNumber(productLabels.price, input.price, '45 or 47.50');
      if (typeof typed === 'string') problems.push(typed);
      else price = typed;
    } else if (!current) problems.push(`${productLabels.price} is missing.`);
    const image = photo?.src ?? current?.image_url;
    if (!image) problems.push(`${productLabels.photo}: choose a photo of the product.`);
    if (problems.length > 0) return { problems };
    const fields = input as unknown as Record<string, unknown>;
    const categories = PRODUCT_CATEGORIES.filter((_, index) => fields[categoryField(index)] === 'on');
    const product = {
      id: current?.id ?? 0,
      name: input.name,
      description: input.description,
      price: price!,
      currency: SHOP_CURRENCY,
      categories,
      image_url: image!,
      stock_status: stockStatus(input.forSale === 'on', current),
    };
    if (product.stock_status === undefined) delete product.stock_status;
    return { data: product as Product };
  },
  toFields: (product) => ({
    name: product.name,
    description: product.description,
    price: cedis(product.price),
    ...(product.stock_status === 'In Stock' ? { forSale: 'on' } : {}),
    ...Object.fromEntries(
      PRODUCT_CATEGORIES.flatMap((category, index) =>
        product.categories.includes(category) ? [[categoryField(index), 'on']] : [],
      ),
    ),
  }),
  facts: [
    [productLabels.name, (product) => product.name],
    [productLabels.description, (product) => product.description],
    [productLabels.price, (product) => cedis(product.price)],
    [productLabels.categories, (product) => product.categories.join(', ')],
    [productLabels.photo, (product) => product.image_url],
    [productLabels.forSale, saleWords],
  ],
  fieldWords: {
    name: productLabels.name,
    description: productLabels.description,
    price: productLabels.price,
    category: productLabels.categories,
    picture: productLabels.photo,
  },
};
