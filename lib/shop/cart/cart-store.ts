import { create } from 'zustand';
import { MAX_QUANTITY, MIN_QUANTITY, type CartLine } from '@/lib/shop/cart/cart-line';
import { readStoredCart, removeStoredCart, takeCookieCart, writeStoredCart } from '@/lib/shop/cart/cart-storage';
import { reconcileCart } from '@/lib/shop/cart/reconcile';
import type { CatalogueEntry, Product } from '@/content/schema/product';
import { isInStock } from '@/content/schema/rules';

type CartDrawerName = 'cart' | 'checkout';

export interface CartState {
  lines: CartLine[];
  /**
   * False until the stored cart has been read in the browser; the badge waits for it so server and client HTML match.
   */
  loaded: boolean;
  /** Which drawer is open, if any. */
  drawer: CartDrawerName | null;
  /** Reads the stored cart once and brings it in line with the catalogue. */
  load: (catalogue: readonly CatalogueEntry[]) => void;
  /** Adds one of the product, or one more of it; products that are not in stock are refused. */
  add: (product: Product) => void;
  /** Ignores values that are not numbers or are below 1; caps at 99. */
  setQuantity: (id: number, value: number) => void;
  remove: (id: number) => void;
  /** After a successful payment: the cart empties and the stored copy is deleted. */
  completePurchase: () => void;
  openCart: () => void;
  openCheckout: () => void;
  closeDrawer: () => void;
}

// Every change is written at once: a non-empty cart as its lines, an emptied cart as [] (the old site's format).
function saved(lines: CartLine[]) {
  writeStoredCart(lines);
  return { lines };
}

export const useCartStore = create<CartState>()((set, get) => ({
  lines: [],
  loaded: false,
  drawer: null,

  load: (catalogue) => {
    if (get().loaded) return;
    // What was added before the code ran (the cart cookie) joins the stored cart: the same product's quantities add up.
    const stored = [...(readStoredCart() ?? []), ...takeCookieCart()];
    const lines = stored.length > 0 ? reconcileCart(stored, catalogue) : [];
    // Saving the reconciled lines keeps storage on today's prices; an empty or unreadable cart is left as it is.
    if (lines.length > 0) writeStoredCart(lines);
    set({ lines, loaded: true });
  },

  add: (product) => {
    if (!isInStock(product)) return;
    const { lines } = get();
    const existing = lines.find((line) => line.id === product.id);
    if (existing) {
      set(
        saved(
          lines.map((line) =>
            line.id === product.id ? { ...line, quantity: Math.min(line.quantity + 1, MAX_QUANTITY) } : line,
          ),
        ),
      );
      return;
    }
    const { id, name, price, currency, image_url, description, categories, stock_status } = product;
    set(
      saved([...lines, { id, name, price, currency, quantity: 1, image_url, description, categories, stock_status }]),
    );
  },

  setQuantity: (id, value) => {
    if (typeof value !== 'number' || Number.isNaN(value) || value < MIN_QUANTITY) return;
    const quantity = Math.min(Math.floor(value), MAX_QUANTITY);
    const { lines } = get();
    if (!lines.some((line) => line.id === id && line.quantity !== quantity)) return;
    set(saved(lines.map((line) => (line.id === id ? { ...line, quantity } : line))));
  },

  remove: (id) => {
    const { lines } = get();
    if (!lines.some((line) => line.id === id)) return;
    set(saved(lines.filter((line) => line.id !== id)));
  },

  completePurchase: () => {
    removeStoredCart();
    set({ lines: [], drawer: null });
  },

  openCart: () => set({ drawer: 'cart' }),
  openCheckout: () => set({ drawer: 'checkout' }),
  closeDrawer: () => set({ drawer: null }),
}));
