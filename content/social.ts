import type { SocialEntry } from '@/content/schema/site';
import { site } from '@/content/site';
import { telHref, whatsappHref } from '@/content/site-links';

// Social profiles, in the order the header and footer show them.
export const socialLinks: SocialEntry[] = [
  { label: 'WhatsApp', icon: 'whatsapp', link: whatsappHref() },
  { label: 'Facebook', icon: 'facebook', link: site.facebookUrl },
  { label: 'Instagram', icon: 'instagram', link: site.instagramUrl },
  { label: 'YouTube', icon: 'youtube', link: site.youtubeUrl },
];

// The phone entry: shown in the mobile menu, hidden on desktop.
export const phoneLink: SocialEntry = { label: 'Phone', icon: 'phone', link: telHref(site.consultationPhone) };
