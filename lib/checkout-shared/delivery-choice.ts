import type { DeliveryZone } from '@/lib/types/delivery';

// How the buyer receives the order, as the checkout sends it and the server reads it: the choice only, never a fee
// (the server prices it from content/delivery.ts). Free of server code: the drawer and the server share it.

export const MAX_ADDRESS_LENGTH = 500;

export type DeliveryChoice =
  | { method: 'pickup' }
  | {
      method: 'delivery';
      /** A zone's id from content/delivery.ts. */
      zone: string;
      address: string;
      /** GhanaPost GPS digital address, when the buyer has one. */
      gps?: string;
    };

/** Two letters, three or four digits, four digits: 'GA-183-8164', 'AK-4843-1234'. */
const GHANA_POST_GPS = /^[A-Z]{2}-\d{3,4}-\d{4}$/;

/**
 * A GhanaPost GPS address as buyers type it ('ga 183 8164', ' Ga-183-8164 ') in its written form ('GA-183-8164'),
 * or null when it is not one. Spaces or dashes may separate the parts.
 */
export function normaliseGps(typed: string): string | null {
  const parts = typed
    .trim()
    .toUpperCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const joined = parts.length === 3 ? parts.join('-') : parts.join('');
  return GHANA_POST_GPS.test(joined) ? joined : null;
}

/** 'Accra and Tema (GHS 25.00)': how an area reads in the choice and in messages. */
export const zoneLabel = (zone: DeliveryZone, money: (cedis: number) => string) => `${zone.name} (${money(zone.fee)})`;
