// The rules the content must follow, each written once. The schemas next to this file check them at build time
// and in a test, and the types they give the code read the lists from here.

/** The organisation's clock: times are kept and shown in Ghana's (GMT all year), whatever a phone or server says. */
export const SHOP_TIME_ZONE = 'Africa/Accra';

/** What a product may cost, in Ghana cedis. */
export const PRICE_RANGE = { min: 5, max: 200 } as const;

/** A delivery area's fee, in cedis. */
export const DELIVERY_FEE_RANGE = { min: 0, max: 500 } as const;

/** The shop's categories. To rename one, change it here and in content/products.ts together. */
export const PRODUCT_CATEGORIES = [
  'Medicine',
  'Cleanser',
  'Tea',
  'Probiotic',
  'Tincture',
  'Supplements',
  'Oil',
  'Powder',
  'Spiritual Items',
  'Healing',
] as const;

export const STOCK_STATUSES = ['In Stock', 'Out of Stock'] as const;

/** Only a product marked 'In Stock' can be bought; one without a status, or 'Out of Stock', cannot. */
export function isInStock(product: { readonly stock_status?: (typeof STOCK_STATUSES)[number] }): boolean {
  return product.stock_status === STOCK_STATUSES[0];
}

/** The categories a teaching video may be filed under; a video without one is listed under 'General'. */
export const VIDEO_CATEGORIES = [
  'The big',
  'hiking in forest',
  'MHV MUSIC',
  'ACTIVITIES',
  'LIFESTYLE',
  'FOOD',
  'VIDEOS',
] as const;

/** The category whose first video opens the forest section of the Teachings page. */
export const FOREST_CATEGORY = 'hiking in forest' satisfies (typeof VIDEO_CATEGORIES)[number];

/** The roles the team roster uses. */
export const TEAM_ROLES = ['Priest', 'Priestess', 'Herbalist', 'Health Care Professional', 'Reverend'] as const;

/** The founder's title, shown under the name on /about. */
export const FOUNDER_TITLE = 'Founder / Programs Director';

/** The number of Lifestyle Assessment statements. */
export const LIFESTYLE_STATEMENT_COUNT = 30;

/** The Stressors Assessment's categories, in the order they are asked, with their number of questions. */
export const STRESSOR_QUESTION_COUNTS: readonly (readonly [string, number])[] = [
  ['Health & Appearance', 6],
  ['Work & Career', 10],
  ['Financial', 4],
  ['Environmental', 2],
  ['Relationship', 12],
  ['Self Identity', 4],
  ['Personality', 30],
  ['Fear-Based', 7],
];

/** The kinds of picture a content entry may point at (phones often write .JPG). */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/** Where the photos staff upload from the console are served (lib/images/uploaded-photos.ts stores them). */
export const UPLOADED_PHOTO_URL = '/photos';

/**
 * What an entry's picture field holds for an uploaded photo: `/photos/<hash>-<width>x<height>.<jpg|png>`. The name
 * carries everything a page needs to draw it (the copies' names, the size that reserves its space), so drawing it
 * never asks the database; the photo is in the database, not in public/.
 */
export const UPLOADED_PHOTO_SRC = /^\/photos\/([0-9a-f]{16})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png)$/;
