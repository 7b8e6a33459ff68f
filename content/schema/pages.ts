import type { SocialIconName } from '@/content/schema/site';

/**
 * A button-like link. `href` starting with '/' stays on the site; 'tel:' and 'mailto:' open the phone
 * or mail app; 'https://' opens in a new tab.
 */
export interface CallToAction {
  label: string;
  href: string;
}

/** An image in public/ with its size in pixels and a description for visitors who cannot see it. */
interface Illustration {
  src: string;
  /** Optional: the size is read from the file. */
  width?: number;
  height?: number;
  /** Leave empty ('') when the picture only decorates and says nothing the text does not. */
  alt: string;
}

export interface PageHero {
  eyebrow: string;
  title: string;
  intro: string;
  image: Illustration;
  actions: CallToAction[];
}

export interface InfoCard {
  title: string;
  text: string;
  link?: CallToAction;
}

export interface Step {
  title: string;
  text: string;
}

export interface PageSection {
  /** The address of the section on its page (/krada#festivals); lower case, words joined by '-'. */
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  /** A short list of points under the paragraphs. */
  points?: string[];
  cards?: InfoCard[];
  /** Numbered steps, shown in order. */
  steps?: Step[];
  action?: CallToAction;
}

export interface ClosingBand {
  title: string;
  text: string;
  actions: CallToAction[];
}

export interface ContentPage {
  hero: PageHero;
  sections: PageSection[];
  closing: ClosingBand;
}

/** A way to reach the organisation: an icon, a label, the number or address shown, and where it leads. */
export interface ContactChannel {
  label: string;
  icon: SocialIconName;
  /** The phone number, address or handle shown under the label. */
  detail: string;
  href: string;
  /** One short line on what this channel is best for. */
  note?: string;
}

export interface BannerSlide {
  title: string;
  text: string;
  image: Illustration;
}

interface ContactLink {
  label: string;
  icon: SocialIconName;
  href: string;
}

export interface TeamContactBlock {
  title: string;
  intro: string;
  phones: { label: string; number: string }[];
  email: string;
  /** A tel: link that starts a call. */
  bookCall: CallToAction;
  /** Messaging, social page and photo-sharing page; they open in a new tab. */
  links: ContactLink[];
}
