import { fromMinorUnits } from '@/content/schema/money';

// Amounts as the owner types them in the bookings' forms: cedis ('200', '45.50', 'GHS 1,000'), kept in pesewas.
// Unlike a refund's amount, 0 is an amount here: a deposit of 0 books without paying.

/** Pesewas as the form shows them: '200.00'. */
export const cedisText = (pesewas: number): string => fromMinorUnits(pesewas).toFixed(2);

/** The pesewas of an amount typed in cedis, or a sentence naming the field and what was typed. */
export function typedPesewas(label: string, text: string): number | string {
  const plain = text
    .trim()
    .replace(/^GHS\s*/i, '')
    .replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return `${label} must be an amount in cedis such as 200 or 45.50 (found "${text.slice(0, 40)}").`;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number typed in a field, or a sentence naming the field and what was typed. */
export function typedWhole(label: string, text: string, example: string): number | string {
  const plain = text.trim();
  if (/^\d{1,6}$/.test(plain)) return Number(plain);
  return `${label} must be a whole number such as ${example} (found "${text.slice(0, 40)}").`;
}
