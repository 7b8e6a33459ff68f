import { z } from 'zod';
import {
  FOREST_CATEGORY,
  FOUNDER_TITLE,
  PRICE_RANGE,
  PRODUCT_CATEGORIES,
  STOCK_STATUSES,
  TEAM_ROLES,
  VIDEO_CATEGORIES,
} from '@/content/schema/rules';
import { httpsUrl, oneOf, picture, sizedPicture, text, uniqueBy, youtubeUrl } from '@/content/schema/fields';
import { youtubeId } from '@/lib/videos/embed-url';
import { SHOP_CURRENCY, toMinorUnits } from '@/content/schema/money';

// The lists staff change most: products, team, videos and member businesses.

type Loose = Record<string, unknown> | undefined;
const field = (item: unknown, key: string) => (item as Loose)?.[key];

/** "product 14 'Shea Butter'": how messages name a product. */
export const describeProduct = (item: unknown, index: number) =>
  `product ${String(field(item, 'id') ?? `number ${index + 1} in the list`)} '${String(field(item, 'name') ?? '')}'`;
export const describeNamed = (key: string) => (item: unknown, index: number) =>
  field(item, key) ? `'${String(field(item, key))}'` : `entry ${index + 1}`;
export const describeVideo = (item: unknown, index: number) =>
  `video ${index + 1} '${String(field(item, 'title') ?? '')}'`;

const price = z.number().superRefine((value, ctx) => {
  if (value < PRICE_RANGE.min || value > PRICE_RANGE.max) {
    ctx.addIssue({
      code: 'custom',
      message: `must be between ${PRICE_RANGE.min} and ${PRICE_RANGE.max} cedis (found ${value})`,
    });
  } else if (Math.abs(toMinorUnits(value) - value * 100) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: `must be in cedis with at most two decimals, e.g. 12.5 (found ${value})` });
  }
});

const productSchema = z.object({
  id: z.number().int({ error: 'must be a whole number' }).positive({ error: 'must be 1 or more' }),
  name: text,
  description: text,
  price,
  currency: z.literal(SHOP_CURRENCY, { error: `must be '${SHOP_CURRENCY}'` }),
  categories: z.array(oneOf(PRODUCT_CATEGORIES)).min(1, { error: 'must name at least one category' }),
  image_url: picture,
  stock_status: oneOf(STOCK_STATUSES).optional(),
});
export const productListSchema = z.array(productSchema);
export const productIdsSchema = z
  .array(z.unknown())
  .superRefine(uniqueBy((item) => Number(field(item, 'id')), 'id', describeProduct));

const socialLink = z.object({ platform: text, url: httpsUrl, icon: text });

const teamMemberSchema = z.object({
  name: text,
  role: oneOf(TEAM_ROLES),
  image: sizedPicture,
  socialLinks: z.array(socialLink),
});
export const teamListSchema = z.array(teamMemberSchema);
export const teamNamesSchema = z
  .array(z.unknown())
  .superRefine(uniqueBy((item) => String(field(item, 'name')), 'name', describeNamed('name')));

export const founderSchema = z.object({
  name: text,
  title: z.literal(FOUNDER_TITLE, { error: `must be '${FOUNDER_TITLE}'` }),
  image: sizedPicture,
  biography: z.array(text).min(1, { error: 'needs at least one paragraph' }),
});

const videoSchema = z.object({
  title: text,
  url: youtubeUrl,
  channel: text,
  category: oneOf(VIDEO_CATEGORIES).optional(),
  year: z.string().optional(),
  poster: picture.optional(),
});
/** The page opens with the first video, under its own heading, and gives the forest its own section. */
export const videoListSchema = z.array(videoSchema).superRefine((list, ctx) => {
  if (list[0]?.category !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [0, 'category'],
      message: 'must be left out: the first video opens the page (KRADA & AKWASIDAE)',
    });
  }
  if (!list.some((video) => video.category === FOREST_CATEGORY)) {
    ctx.addIssue({
      code: 'custom',
      message: `needs at least one video with category '${FOREST_CATEGORY}' for the forest section`,
    });
  }
});
export const videoUrlsSchema = z
  .array(z.unknown())
  .superRefine(
    uniqueBy((item) => youtubeId(String(field(item, 'url'))) ?? String(field(item, 'url')), 'url', describeVideo),
  );

export const teachingImageSchema = z.object({
  src: picture,
  alt: text,
  caption: text,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

const nullableEmail = z
  .string()
  .regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, { error: 'must be an e-mail address like name@example.com, or null' })
  .nullable();
const nullablePhone = z
  .string()
  .regex(/^\+233[\d ]{9,13}$/, { error: 'must be a Ghana number starting with +233, e.g. +233 24 000 0001, or null' })
  .nullable();

const ratingRange = 'must be between 0 and 5, or null';

const listingSchema = z.object({
  companyName: text,
  image: picture,
  shortDescription: text,
  contactDetails: z.object({ phone: nullablePhone, email: nullableEmail }),
  location: text,
  briefDescription: text,
  companyRatings: z.number().min(0, { error: ratingRange }).max(5, { error: ratingRange }).nullable(),
  ratings: z.number().int({ error: 'must be a whole number, or null' }).nonnegative().nullable(),
  website: httpsUrl.nullable().optional(),
});
export const listingListSchema = z.array(listingSchema);
export const listingNamesSchema = z
  .array(z.unknown())
  .superRefine(uniqueBy((item) => String(field(item, 'companyName')), 'companyName', describeNamed('companyName')));
