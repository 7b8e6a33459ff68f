import { useCartStore } from '@/lib/shop/cart/cart-store';
import { CART_STORAGE_KEY } from '@/lib/shop/cart/cart-storage';
import { testProducts as products } from '../support/test-catalogue';
import { cartCatalogue } from '@/lib/shop/cart/catalogue';
import type { Product } from '@/content/schema/product';

const catalogue = cartCatalogue(products);
const product = (id: number): Product => {
  const found = products.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const stored = () => window.localStorage.getItem(CART_STORAGE_KEY);
const store = () => useCartStore.getState();

beforeEach(() => {
  window.localStorage.clear();
  useCartStore.setState({ lines: [], loaded: false, drawer: null });
});

describe('adding', () => {
  it('adds a product with quantity 1, then raises the quantity of its line', () => {
    store().add(product(3));
    expect(store().lines).toMatchObject([{ id: 3, name: 'Moringa Leaf Tea', price: 30, quantity: 1 }]);
    store().add(product(3));
    store().add(product(1));
    expect(store().lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [3, 2],
      [1, 1],
    ]);
  });

  it('refuses a product that is not in stock', () => {
    store().add(product(11));
    expect(store().lines).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('stops a line at 99', () => {
    for (let i = 0; i < 120; i += 1) store().add(product(12));
    expect(store().lines[0].quantity).toBe(99);
  });
});

describe('quantity changes', () => {
  beforeEach(() => {
    store().add(product(4));
    store().setQuantity(4, 3);
  });

  it('sets a new quantity', () => {
    expect(store().lines[0].quantity).toBe(3);
  });

  it.each([Number.NaN, 0, -2, 0.5])('ignores %p', (value) => {
    store().setQuantity(4, value);
    expect(store().lines[0].quantity).toBe(3);
  });

  it('keeps whole numbers and caps at 99', () => {
    store().setQuantity(4, 7.8);
    expect(store().lines[0].quantity).toBe(7);
    store().setQuantity(4, 150);
    expect(store().lines[0].quantity).toBe(99);
  });

  it('ignores an id that is not in the cart', () => {
    store().setQuantity(9, 5);
    expect(store().lines).toHaveLength(1);
  });
});

describe('removing', () => {
  it('saves the remaining lines at once, and [] when the last one goes', () => {
    store().add(product(1));
    store().add(product(2));
    store().remove(1);
    expect(JSON.parse(stored() ?? 'null')).toMatchObject([{ id: 2 }]);
    store().remove(2);
    expect(store().lines).toEqual([]);
    expect(stored()).toBe('[]');
  });
});

describe('persistence', () => {
  it('stores a plain JSON array of lines with the product fields', () => {
    store().add(product(9));
    store().add(product(9));
    expect(JSON.parse(stored() ?? 'null')).toEqual([
      {
        id: 9,
        name: 'Cold-Pressed Black Seed Oil',
        price: 75,
        currency: 'GHS',
        quantity: 2,
        image_url: '/products/black-seed-oil.svg',
        description: product(9).description,
        categories: ['Oil', 'Supplements'],
        stock_status: 'In Stock',
      },
    ]);
  });

  it('reads an array the old site stored and brings it up to date with the catalogue', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          id: 3,
          name: 'Moringa Tea (old name)',
          price: 1,
          currency: 'GHS',
          quantity: 2,
          image_url: 'https://old.example/tea.jpg',
          description: 'Old text',
          categories: ['Tea'],
          stock_status: 'In Stock',
        },
        { id: 404, name: 'Discontinued Balm', price: 10, currency: 'GHS', quantity: 1, image_url: '/x.png' },
        { id: '7', name: 'Capsules', price: 2, quantity: '3' },
        { id: 3, name: 'Moringa again', price: 1, quantity: 1 },
        'garbage',
        null,
      ]),
    );
    store().load(catalogue);
    expect(store().loaded).toBe(true);
    expect(store().lines).toEqual([
      {
        id: 3,
        name: 'Moringa Leaf Tea',
        price: 30,
        currency: 'GHS',
        quantity: 3,
        image_url: '/products/moringa-tea.svg',
        description: 'Old text',
        categories: ['Tea'],
        stock_status: 'In Stock',
      },
      {
        id: 7,
        name: 'Moringa Capsules (60)',
        price: 65,
        currency: 'GHS',
        quantity: 3,
        image_url: '/products/moringa-capsules.svg',
        stock_status: 'In Stock',
      },
    ]);
    // The reconciled cart is written back, so storage holds today's prices.
    expect(JSON.parse(stored() ?? 'null')).toEqual(store().lines);
  });

  it('clamps stored quantities to 1..99', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 1, quantity: 0 },
        { id: 2, quantity: 500 },
        { id: 4, quantity: 'many' },
      ]),
    );
    store().load(catalogue);
    expect(store().lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [1, 1],
      [2, 99],
      [4, 1],
    ]);
  });

  it.each(['{not json', '{"id":1}', '"cart"'])('logs and ignores an unreadable stored cart (%s)', (raw) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    store().load(catalogue);
    expect(error).toHaveBeenCalledWith('Error parsing cart from localStorage', expect.anything());
    expect(store().lines).toEqual([]);
    expect(store().loaded).toBe(true);
    expect(stored()).toBe(raw);
    error.mockRestore();
  });

  it('loads once: a later call does not replace the cart', () => {
    store().load(catalogue);
    store().add(product(5));
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
    store().load(catalogue);
    expect(store().lines).toHaveLength(1);
  });

  it('empties the cart and deletes the stored copy after a successful payment', () => {
    store().add(product(5));
    store().completePurchase();
    expect(store().lines).toEqual([]);
    expect(stored()).toBeNull();
  });
});

describe('a cart begun before the code ran (the cart cookie)', () => {
  const cookieCart = () => document.cookie.split(';').find((part) => part.trim().startsWith('mhv_cart='));
  afterEach(() => {
    document.cookie = 'mhv_cart=; Max-Age=0; Path=/';
  });

  it('joins the stored cart once: quantities of the same product add up, and the cookie is deleted', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 3, quantity: 2 }]));
    // As the server writes it: the lines, then its signature (which only the server reads).
    document.cookie = 'mhv_cart=3-1_1-2_999-4.c2lnbmF0dXJl; Path=/';
    store().load(catalogue);
    expect(store().lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [3, 3],
      [1, 2],
    ]);
    expect(cookieCart()).toBeUndefined();
    expect(JSON.parse(stored()!).map(({ id, quantity }: { id: number; quantity: number }) => [id, quantity])).toEqual([
      [3, 3],
      [1, 2],
    ]);
    // The next page reads the stored cart alone: nothing counted twice.
    useCartStore.setState({ lines: [], loaded: false });
    store().load(catalogue);
    expect(store().lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [3, 3],
      [1, 2],
    ]);
  });

  it('is the whole cart when nothing was stored, and a damaged cookie costs only its damaged lines', () => {
    document.cookie = 'mhv_cart=2-1_x-3_4-0_5-120.sig; Path=/';
    store().load(catalogue);
    expect(store().lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [2, 1],
      [5, 99],
    ]);
  });
});
