import type { DeliveryZone } from '@/content/schema/delivery';

// How the buyer receives the order, as the checkout sends it and the server reads it: the choice only, never a fee
// (the server prices it from content/delivery.ts). Free of server code: the drawer and the server share it.

export const MAX_ADDRESS_LENGTH = 500;
/** The longest delivery area id and GhanaPost GPS address a checkout may send. */
export const MAX_ZONE_LENGTH = 100;
export const MAX_GPS_LENGTH = 40;

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

/**
 * Two letters, three or four digits, four digits: 'GA-183-8164', 'AK-4843-1234'. Spaces or dashes may separate the
 * parts or be left out: the last part is always four digits, so seven or eight digits in a row split one way only.
 * Digits split where no part ends ('GA-1838-164') are refused rather than guessed.
 */
const GHANA_POST_GPS = /^[\s-]*([A-Z]{2})[\s-]*(\d{3,4})[\s-]*(\d{4})[\s-]*$/;

/**
 * A GhanaPost GPS address as buyers type it ('ga 183 8164', ' Ga-183-8164 ', 'GA1838164') in its written form
 * ('GA-183-8164'), or null when it is not one.
 */
export function normaliseGps(typed: string): string | null {
  const parts = GHANA_POST_GPS.exec(typed.toUpperCase());
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : null;
}

/** 'Accra and Tema (GHS 25.00)': how an area reads in the choice and in messages. */
export const zoneLabel = (zone: DeliveryZone, money: (cedis: number) => string) => `${zone.name} (${money(zone.fee)})`;
