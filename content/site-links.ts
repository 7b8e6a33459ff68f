import { site } from '@/content/site';

// Links derived from the settings, so a phone number or address is written once, in content/site.ts.
export const carePath = `/${site.careSlug}-care`;

/** A phone number as written in the content ('+233 24 000 0001') in the compact international form. */
export function internationalPhone(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

/**
 * A wa.me link that opens a chat with `number` and `text` already typed. WhatsApp wants the number as digits
 * only (country code first, no '+' or spaces), so any other characters in the number are dropped.
 */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function whatsappHref(message: string = site.whatsappMessage): string {
  return whatsappLink(site.whatsappNumber, message);
}

export function mailtoHref(to: string = site.email, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as '+', which mail apps show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
