import { z } from 'zod';
import { describeNamed, entryField, httpsUrl, picture, text, uniqueBy } from '@/content/schema/fields';

// The member businesses (content/directory.ts): the check the build runs, and the type the code reads.

const nullableEmail = z
  .string()
  .regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, { error: 'must be an e-mail address like name@example.com, or null' })
  .nullable();
const nullablePhone = z
  .string()
  .regex(/^\+233[\d ]{9,13}$/, { error: 'must be a Ghana number starting with +233, e.g. +233 24 000 0001, or null' })
  .nullable();

const ratingRange = 'must be between 0 and 5, or null';

/** One member business in the directory. */
export const listingSchema = z.object({
  companyName: text,
  /** A picture in public/, for example '/directory/herbal-clinic.svg'. */
  image: picture,
  /** One sentence shown under the name. */
  shortDescription: text,
  /** How to reach a business. Either may be null when the business has not shared it. */
  contactDetails: z.object({ phone: nullablePhone, email: nullableEmail }),
  /** Town and region, shown after 'Location:'. */
  location: text,
  /** A longer description; each new line starts a new paragraph. */
  briefDescription: text,
  /** Average score out of 5, or null when there are no ratings yet. */
  companyRatings: z.number().min(0, { error: ratingRange }).max(5, { error: ratingRange }).nullable(),
  /** How many people rated the business, or null. */
  ratings: z.number().int({ error: 'must be a whole number, or null' }).nonnegative().nullable(),
  /** The business's own website, or null when it has none. */
  website: httpsUrl.nullable().optional(),
});
export type BusinessListing = z.infer<typeof listingSchema>;

export const listingListSchema = z.array(listingSchema);
export const listingNamesSchema = z
  .array(z.unknown())
  .superRefine(
    uniqueBy((item) => String(entryField(item, 'companyName')), 'companyName', describeNamed('companyName')),
  );
