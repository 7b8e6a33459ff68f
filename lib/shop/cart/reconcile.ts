import { MAX_QUANTITY, MIN_QUANTITY, type CartLine } from '@/lib/shop/cart/cart-line';
import type { CatalogueEntry, ProductCategory } from '@/content/schema/product';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toWholeNumber(value: unknown): number {
  if (typeof value === 'number') return Math.floor(value);
  if (typeof value === 'string' && value.trim() !== '') return Math.floor(Number(value));
  return Number.NaN;
}

/** A stored quantity as a whole number from 1 to 99; anything unreadable counts as 1. */
function clampQuantity(value: unknown): number {
  const quantity = toWholeNumber(value);
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(quantity, MAX_QUANTITY);
}

/**
 * Turns a stored cart (the old site's plain array, or ours) into cart lines that match today's catalogue:
 * the catalogue's name, price, picture and stock win, unknown products are dropped, repeated products are merged.
 */
export function reconcileCart(stored: readonly unknown[], catalogue: readonly CatalogueEntry[]): CartLine[] {
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  const lines = new Map<number, CartLine>();
  for (const item of stored) {
    if (!isRecord(item)) continue;
    const entry = byId.get(toWholeNumber(item.id));
    if (!entry) continue;
    const quantity = clampQuantity(item.quantity);
    const existing = lines.get(entry.id);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + quantity, MAX_QUANTITY);
      continue;
    }
    const line: CartLine = {
      id: entry.id,
      name: entry.name,
      price: entry.price,
      currency: entry.currency,
      quantity,
      image_url: entry.image_url,
    };
    if (typeof item.description === 'string') line.description = item.description;
    if (Array.isArray(item.categories) && item.categories.every((category) => typeof category === 'string')) {
      line.categories = item.categories as ProductCategory[];
    }
    if (entry.stock_status) line.stock_status = entry.stock_status;
    lines.set(entry.id, line);
  }
  return [...lines.values()];
}
