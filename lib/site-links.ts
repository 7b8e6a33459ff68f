import { site } from '@/content/site';

// Links derived from the settings, so a phone number or address is written once, in content/site.ts.
export const carePath = `/${site.careSlug}-care`;

/** Every public page's address, in the order of the sitemap. */
export const routes = {
  home: '/home',
  services: '/services',
  care: carePath,
  about: '/about',
  contact: '/contact',
  krada: '/krada',
  teachings: '/teachings',
  shop: '/Products',
  directory: '/directory',
} as const;

// Addresses answered with a redirect, keyed in lower case without a trailing slash. '/' may one day lead elsewhere
// (307); the shop's old lower-case address never will (308).
const redirects: Record<string, { to: string; status: 307 | 308 }> = {
  '/': { to: routes.home, status: 307 },
  '/products': { to: routes.shop, status: 308 },
};

/** Where the server sends a visitor who asks for `pathname`, or null when the page is answered as it is. */
export function redirectFor(pathname: string): { to: string; status: 307 | 308 } | null {
  const key = pathname === '/' ? '/' : pathname.toLowerCase().replace(/\/$/, '');
  const redirect = redirects[key];
  return redirect && redirect.to !== pathname ? redirect : null;
}

/** A phone number as written in the content ('+233 24 000 0001') in the compact international form. */
export function internationalPhone(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

/** Links to other sites open in a new tab; site pages, tel: and mailto: links stay in this one. */
export function opensInNewTab(href: string): boolean {
  return /^https?:/.test(href);
}

/** A new tab that gets no handle on this page and is not told which page sent the visitor. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The new-tab attributes for a link to another site, none for any other link. */
export function newTabAttributes(href: string): Partial<typeof NEW_TAB> {
  return opensInNewTab(href) ? NEW_TAB : {};
}

export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

export function whatsappHref(message: string = site.whatsappMessage): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

export function mailtoHref(to: string = site.email, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as '+', which mail apps show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
