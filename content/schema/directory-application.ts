import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@/content/schema/buyer-contact-limits';
import { listingSchema, type BusinessListing } from '@/content/schema/directory';

// A business's application to join the directory, sent from 'Add Your Business' (/directory/apply): the listing as
// the business wants it shown, and how to reach the person who applied. Each listing field is checked by the
// listing's own rule (content/schema/directory.ts); here it only gets a sentence for the visitor, a length, and a
// little help with what people type (a local phone number, a website without https://). The inbox keeps the
// application in this same shape, so the same schema reads it back.

const listing = listingSchema.shape;
const reach = listing.contactDetails.shape;

/** The longest text each field takes: the same room the console's listing form gives. */
export const APPLICATION_LENGTHS = {
  companyName: 200,
  shortDescription: 500,
  briefDescription: 4000,
  location: 200,
  phone: 40,
  email: MAX_EMAIL_LENGTH,
  website: 500,
  applicantName: MAX_NAME_LENGTH,
  applicantPhone: 40,
  applicantEmail: MAX_EMAIL_LENGTH,
} as const;

type Field = keyof typeof APPLICATION_LENGTHS;

const ghanaNumber = 'as a Ghana number, such as 024 000 0001 or +233 24 000 0001';

/** Why an application is refused, in the applicant's words. */
export const applicationRefusals = {
  companyName: 'Please write the name of your business.',
  shortDescription: 'Please describe your business in one sentence.',
  briefDescription: 'Please tell us more about your business.',
  location: 'Please write the town and region of your business.',
  phone: `Please write the business’s phone number ${ghanaNumber}, or leave it empty.`,
  email: 'Please write the business’s e-mail address like name@example.com, or leave it empty.',
  website: 'Please write the website’s full address, such as https://example.com, or leave it empty.',
  applicantName: 'Please write your own name.',
  applicantPhone: `Please write your phone number ${ghanaNumber}.`,
  applicantEmail: 'Please write your e-mail address like name@example.com.',
  applicantContact: 'Please give your phone number or your e-mail address, so that we can reach you.',
  photo: 'Please choose a photo of your business.',
} satisfies Record<Field | 'applicantContact' | 'photo', string>;

/** How a refusal names a field that is too long. */
const fieldWords: Record<Field, string> = {
  companyName: 'The name of the business',
  shortDescription: 'The short description',
  briefDescription: 'The description',
  location: 'The location',
  phone: 'The business’s phone number',
  email: 'The business’s e-mail address',
  website: 'The website',
  applicantName: 'Your name',
  applicantPhone: 'Your phone number',
  applicantEmail: 'Your e-mail address',
};

/** Trimmed text of at most the field's length; '' when left empty. */
const trimmed = (name: Field) =>
  z
    .string({ error: applicationRefusals[name] })
    .trim()
    .max(APPLICATION_LENGTHS[name], {
      error: `${fieldWords[name]} must be at most ${APPLICATION_LENGTHS[name]} characters.`,
    });

/** What `rule` (the listing field's own check) takes, refused with the field's sentence. */
const required = (name: Field, rule: z.ZodType) =>
  trimmed(name).refine((value) => rule.safeParse(value).success, { error: applicationRefusals[name] });

/** Empty, or what `rule` takes once tidied. */
const optional = (name: Field, rule: z.ZodType, tidy: (value: string) => string = (value) => value) =>
  trimmed(name)
    .transform((value) => (value === '' ? '' : tidy(value)))
    .refine((value) => value === '' || rule.safeParse(value).success, { error: applicationRefusals[name] });

/** A local Ghana number (024 000 0001) written as the directory shows numbers (+233 24 000 0001). */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^0\d{9}$/.test(digits)) return phone;
  return `+233 ${digits.slice(1, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** An address typed without its scheme (www.example.com) is taken to be the https:// one. */
const withScheme = (website: string) => (/^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`);

const fields = {
  companyName: required('companyName', listing.companyName),
  shortDescription: required('shortDescription', listing.shortDescription),
  briefDescription: required('briefDescription', listing.briefDescription).transform((text) =>
    text.replace(/\r\n?/g, '\n'),
  ),
  location: required('location', listing.location),
  phone: optional('phone', reach.phone, internationalPhone),
  email: optional('email', reach.email),
  website: optional('website', listing.website, withScheme),
  applicantName: trimmed('applicantName').min(1, { error: applicationRefusals.applicantName }),
  applicantPhone: optional('applicantPhone', reach.phone, internationalPhone),
  applicantEmail: optional('applicantEmail', reach.email),
};

const reachable = (application: { applicantPhone: string; applicantEmail: string }) =>
  application.applicantPhone !== '' || application.applicantEmail !== '';
const unreachable = { error: applicationRefusals.applicantContact, path: ['applicantPhone'] };

/** The application's fields as the form sends them; an optional field left empty is ''. */
export const directoryApplication = z.strictObject(fields).refine(reachable, unreachable);

/** The owner's decision, kept in the application once made. */
const decision = z.object({
  outcome: z.enum(['approved', 'declined']),
  /** The sentence the applicant was sent when declined. */
  reason: z.string().nullable(),
  at: z.iso.datetime(),
  by: z.string().nullable(),
  /** The listing the application became. */
  listingId: z.number().int().nullable(),
});
export type ApplicationDecision = z.output<typeof decision>;

/** What the inbox keeps: the application's fields, the stored photo's name, and the decision once made. */
export const directoryApplicationBody = z
  .object({ ...fields, photo: listing.image, decision: decision.optional() })
  .refine(reachable, unreachable);

export type DirectoryApplicationBody = z.output<typeof directoryApplicationBody>;

/** The listing an application asks for, as the directory shows it: with its photo, and no ratings yet. */
export function applicationListing(application: DirectoryApplicationBody): BusinessListing {
  return {
    companyName: application.companyName,
    image: application.photo,
    shortDescription: application.shortDescription,
    contactDetails: { phone: application.phone || null, email: application.email || null },
    location: application.location,
    briefDescription: application.briefDescription,
    companyRatings: null,
    ratings: null,
    website: application.website || null,
  };
}
