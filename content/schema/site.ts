import { z } from 'zod';
import { httpsUrl, oneOf, text } from '@/content/schema/fields';

// The organisation's details (content/site.ts), its navigation and its social links: the checks the build runs,
// and the types the code reads. Fields with a plain z.string() are typed here but not checked further.

/** The icons the site can draw for a link. */
export const socialIconSchema = oneOf([
  'whatsapp',
  'facebook',
  'instagram',
  'youtube',
  'phone',
  'email',
  'tiktok',
  'x',
]);
export type SocialIconName = z.infer<typeof socialIconSchema>;

export const siteSchema = z.object({
  /** The organisation's short name, shown in the header, footer, splash and titles. */
  brand: text,
  /** The organisation's full name, used in page titles and search results. */
  brandFull: text,
  tagline: z.string(),
  /** The word before "-care" in the care-centre address: 'mhv' gives /mhv-care. */
  careSlug: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case letters, digits or '-'" }),
  careName: z.string(),
  /** How visitors address a priest: the header button reads "Talk to {priestTitle}". */
  priestTitle: z.string(),
  consultationPhone: z.string(),
  healthCarePhone: z.string(),
  email: z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, { error: 'must be an e-mail address' }),
  /** International format without '+' or spaces, as WhatsApp links need it. */
  whatsappNumber: z
    .string()
    .regex(/^\d{8,15}$/, { error: "must be digits only, without '+' or spaces, e.g. 233240000001" }),
  whatsappMessage: z.string(),
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  youtubeUrl: httpsUrl,
  location: z.string(),
  builder: z.object({ name: z.string(), url: z.string() }),
});
export type SiteSettings = z.infer<typeof siteSchema>;

const navEntrySchema = z.object({
  label: text,
  link: z.string().startsWith('/', { error: "must start with '/'" }),
  name: text,
});
export type NavEntry = z.infer<typeof navEntrySchema>;
export const navigationSchema = z.array(navEntrySchema);

/** A social profile or the phone, in the header, footer and mobile menu (content/social.ts). */
const socialEntrySchema = z.object({ label: z.string(), icon: socialIconSchema, link: z.string() });
export type SocialEntry = z.infer<typeof socialEntrySchema>;
export const socialLinksSchema = z.array(socialEntrySchema);
