import type { NavEntry, SocialIconName } from '@/content/schema/site';
import { carePath, mailtoHref, telHref, whatsappHref } from '@/content/site-links';
import { routes } from '@/content/routes';
import { site } from '@/content/site';

// The header's main links, in order.
export const mainNavigation: NavEntry[] = [
  { label: 'Home', link: routes.home, name: 'home' },
  { label: 'Services and Products', link: routes.services, name: 'services' },
  { label: 'Health Care Centre', link: carePath, name: 'care' },
  { label: 'The Team', link: routes.about, name: 'about' },
  { label: 'Contact Us', link: routes.contact, name: 'contact' },
];

// The header's 'More' dropdown.
export const moreNavigation: NavEntry[] = [
  { label: 'KRADA Program', link: routes.krada, name: 'krada' },
  { label: 'Festivals and Activities', link: routes.teachings, name: 'teachings' },
  { label: 'Shop', link: routes.shop, name: 'shop' },
  { label: 'Directory', link: routes.directory, name: 'directory' },
];

// 'Talk to …': the ways to reach the priest for a consultation.
export const talkLinks: { label: string; icon: SocialIconName; href: string }[] = [
  { label: 'WhatsApp', icon: 'whatsapp', href: whatsappHref() },
  { label: 'Email', icon: 'email', href: mailtoHref() },
  { label: 'Phone', icon: 'phone', href: telHref(site.consultationPhone) },
];

// The footer's two link groups.
export const footerEssentialPages: NavEntry[] = [
  { label: 'Home', link: routes.home, name: 'home' },
  { label: 'The Team', link: routes.about, name: 'about' },
  { label: 'Contact Us', link: routes.contact, name: 'contact' },
  { label: 'Festivals and Activities', link: routes.teachings, name: 'teachings' },
  { label: 'Directory', link: routes.directory, name: 'directory' },
];

export const footerProductsAndServices: NavEntry[] = [
  { label: 'Services and Products', link: routes.services, name: 'services' },
  { label: site.careName, link: carePath, name: 'care' },
  { label: 'KRADA Program', link: routes.krada, name: 'krada' },
  { label: 'Shop', link: routes.shop, name: 'shop' },
];
