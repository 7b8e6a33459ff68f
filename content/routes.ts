// Kept apart from content/site.ts so that the browser code reading it (the navigation spinner) stays small.

/** The pages' addresses; the care centre's follows its name in content/site.ts (carePath in content/site-links.ts). */
export const routes = {
  home: '/home',
  services: '/services',
  about: '/about',
  contact: '/contact',
  krada: '/krada',
  teachings: '/teachings',
  shop: '/Products',
  directory: '/directory',
  /** Consultations booked and paid online; each has its page below it (lib/bookings/booking-path.ts). */
  book: '/book',
  /** Every page and every way to reach a person, as a page: what the header's menus open without the page's code. */
  menu: '/menu',
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
