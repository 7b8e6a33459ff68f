import { z } from 'zod';
import { sizedPicture, text } from '@/content/schema/fields';
import { socialIconSchema } from '@/content/schema/site';

// The page texts (content/pages/, content/contact.ts): the checks the build runs, and the types the code reads.
// Fields with a plain z.string() are typed here but not checked further. Pictures anywhere in these files are also
// checked by the picture scan in lib/site/content-check/check-content.ts.

/**
 * A button-like link. `href` starting with '/' stays on the site; 'tel:' and 'mailto:' open the phone
 * or mail app; 'https://' opens in a new tab.
 */
const callToActionSchema = z.object({ label: text, href: text });
export type CallToAction = z.infer<typeof callToActionSchema>;

/** An image in public/ with its size in pixels and a description for visitors who cannot see it. */
const illustration = sizedPicture.extend({
  /** Leave empty ('') when the picture only decorates and says nothing the text does not. */
  alt: z.string(),
});

const pageHeroSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  image: illustration,
  actions: z.array(callToActionSchema),
});
export type PageHero = z.infer<typeof pageHeroSchema>;

const infoCardSchema = z.object({ title: z.string(), text: z.string(), link: callToActionSchema.optional() });
export type InfoCard = z.infer<typeof infoCardSchema>;

const stepSchema = z.object({ title: z.string(), text: z.string() });
export type Step = z.infer<typeof stepSchema>;

const pageSectionSchema = z.object({
  /** The address of the section on its page (/krada#festivals); lower case, words joined by '-'. */
  id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case words joined by '-'" }),
  eyebrow: z.string().optional(),
  title: text,
  paragraphs: z.array(z.string()),
  /** A short list of points under the paragraphs. */
  points: z.array(z.string()).optional(),
  cards: z.array(infoCardSchema).optional(),
  /** Numbered steps, shown in order. */
  steps: z.array(stepSchema).optional(),
  action: callToActionSchema.optional(),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

const closingBandSchema = z.object({ title: text, text, actions: z.array(callToActionSchema) });
export type ClosingBand = z.infer<typeof closingBandSchema>;

export const contentPageSchema = z.object({
  hero: pageHeroSchema,
  sections: z.array(pageSectionSchema),
  closing: closingBandSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

const bannerSlideSchema = z.object({ title: text, text, image: illustration });
export type BannerSlide = z.infer<typeof bannerSlideSchema>;
export const bannerSlidesSchema = z.array(bannerSlideSchema).min(1);

/** A way to reach the organisation: an icon, a label, the number or address shown, and where it leads. */
const contactChannelSchema = z.object({
  label: z.string(),
  icon: socialIconSchema,
  /** The phone number, address or handle shown under the label. */
  detail: z.string(),
  href: z.string(),
  /** One short line on what this channel is best for. */
  note: z.string().optional(),
});
export type ContactChannel = z.infer<typeof contactChannelSchema>;
export const contactChannelsSchema = z.array(contactChannelSchema);

export const teamContactBlockSchema = z.object({
  title: z.string(),
  intro: z.string(),
  phones: z.array(z.object({ label: z.string(), number: z.string() })),
  email: z.string(),
  /** A tel: link that starts a call. */
  bookCall: callToActionSchema,
  /** Messaging, social page and photo-sharing page; they open in a new tab. */
  links: z.array(z.object({ label: z.string(), icon: socialIconSchema, href: z.string() })),
});
export type TeamContactBlock = z.infer<typeof teamContactBlockSchema>;
