import type { NavEntry } from '@/lib/types/site';
import { carePath } from '@/lib/site-links';
import { site } from '@/content/site';

// The header's main links, in order.
export const mainNavigation: NavEntry[] = [
  { label: 'Home', link: '/home', name: 'home' },
  { label: 'Services and Products', link: '/services', name: 'services' },
  { label: 'Health Care Centre', link: carePath, name: 'care' },
  { label: 'The Team', link: '/about', name: 'about' },
  { label: 'Contact Us', link: '/contact', name: 'contact' },
];

// The header's 'More' dropdown.
export const moreNavigation: NavEntry[] = [
  { label: 'KRADA Program', link: '/krada', name: 'krada' },
  { label: 'Festivals and Activities', link: '/teachings', name: 'teachings' },
  { label: 'Shop', link: '/Products', name: 'shop' },
  { label: 'Directory', link: '/directory', name: 'directory' },
];

// The footer's two link groups.
export const footerEssentialPages: NavEntry[] = [
  { label: 'Home', link: '/home', name: 'home' },
  { label: 'The Team', link: '/about', name: 'about' },
  { label: 'Contact Us', link: '/contact', name: 'contact' },
  { label: 'Festivals and Activities', link: '/teachings', name: 'teachings' },
  { label: 'Directory', link: '/directory', name: 'directory' },
];

export const footerProductsAndServices: NavEntry[] = [
  { label: 'Services and Products', link: '/services', name: 'services' },
  { label: site.careName, link: carePath, name: 'care' },
  { label: 'KRADA Program', link: '/krada', name: 'krada' },
  { label: 'Shop', link: '/Products', name: 'shop' },
];
