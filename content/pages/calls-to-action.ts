import type { CallToAction } from '@/content/schema/pages';
import { carePath } from '@/content/site-links';
import { routes } from '@/content/routes';

// The four things we most want a visitor to do. Home, Services and Products and the KRADA page use them;
// change a label here and every page follows.
export const shopAction: CallToAction = { label: 'Shop our products', href: routes.shop };
// A consultation is booked and its deposit paid online; /book gives the phone number to whoever would rather call.
export const bookCallAction: CallToAction = { label: 'Book a call', href: routes.book };
export const assessmentAction: CallToAction = { label: 'Take a free assessment', href: carePath };
export const teachingsAction: CallToAction = { label: 'Watch our teachings', href: routes.teachings };
