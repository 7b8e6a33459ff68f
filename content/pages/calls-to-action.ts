import type { CallToAction } from '@/content/schema/pages';
import { site } from '@/content/site';
import { carePath, telHref } from '@/content/site-links';
import { routes } from '@/content/routes';

// The four things we most want a visitor to do. Home, Services and Products and the KRADA page use them;
// change a label here and every page follows.
export const shopAction: CallToAction = { label: 'Shop our products', href: routes.shop };
export const bookCallAction: CallToAction = { label: 'Book a call', href: telHref(site.consultationPhone) };
export const assessmentAction: CallToAction = { label: 'Take a free assessment', href: carePath };
export const teachingsAction: CallToAction = { label: 'Watch our teachings', href: routes.teachings };
