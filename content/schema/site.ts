export type SocialIconName = 'whatsapp' | 'facebook' | 'instagram' | 'youtube' | 'phone' | 'email' | 'tiktok' | 'x';

export interface SiteSettings {
  /** The organisation's short name, shown in the header, footer, splash and titles. */
  brand: string;
  /** The organisation's full name, used in page titles and search results. */
  brandFull: string;
  tagline: string;
  /** The word before "-care" in the care-centre address: 'mhv' gives /mhv-care. */
  careSlug: string;
  careName: string;
  /** How visitors address a priest: the header button reads "Talk to {priestTitle}". */
  priestTitle: string;
  consultationPhone: string;
  healthCarePhone: string;
  email: string;
  /** International format without '+' or spaces, as WhatsApp links need it. */
  whatsappNumber: string;
  whatsappMessage: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  location: string;
  builder: { name: string; url: string };
}

export interface NavEntry {
  label: string;
  link: string;
  name: string;
}

export interface SocialEntry {
  label: string;
  icon: SocialIconName;
  link: string;
}
