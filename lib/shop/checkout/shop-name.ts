import { site } from '@/content/site';

/** The shop's name as Paystack's records and the receipt show it. */
export const shopName = `${site.brand} Shop`;
