/**
 * A wa.me link that opens a chat with `number` and `text` already typed. WhatsApp wants the number as digits
 * only (country code first, no '+' or spaces), so any other characters in the number are dropped.
 */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
