import { phoneKey } from '@/lib/shop/orders/phone-key';

// A buyer's phone, as the console dials it or opens it in WhatsApp. Buyers type Ghanaian numbers every way
// ('024 412 3456', '+233 24 …'); both tel: and wa.me need the international form, or the call goes nowhere.
// Free of server code.

/** The number as international digits, country code first: '233244123456'. A foreign number keeps its digits. */
export function internationalDigits(phone: string): string {
  const key = phoneKey(phone);
  return key.length === 9 ? `233${key}` : phone.replace(/\D/g, '');
}

/** The tel: address of a phone, or null when it holds no digits. */
export function telHref(phone: string): string | null {
  const key = phoneKey(phone);
  if (key.length === 9) return `tel:+233${key}`;
  const typed = phone.replace(/[^\d+]/g, '');
  return /\d/.test(typed) ? `tel:${typed}` : null;
}
