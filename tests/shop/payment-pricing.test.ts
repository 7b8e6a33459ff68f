/**
 * @jest-environment node
 */
import { testProducts as products } from '../support/test-catalogue';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { priceOrder } from '@/lib/shop/checkout/server/price-order';

describe('server pricing', () => {
  it('prices the order from the catalogue, in pesewas', () => {
    const result = priceOrder(
      [
        { id: 1, quantity: 2 },
        { id: 12, quantity: 3 },
        { id: 13, quantity: 1 },
      ],
      products,
    );
    expect(result).toMatchObject({ ok: true, amountMinor: 45_00 * 2 + 5_00 * 3 + 200_00 });
  });

  it('follows the catalogue, whatever price a visitor saw before', () => {
    const catalogue = products.map((product) => (product.id === 3 ? { ...product, price: 31.5 } : product));
    expect(priceOrder([{ id: 3, quantity: 3 }], catalogue)).toMatchObject({ ok: true, amountMinor: 94_50 });
  });

  it('refuses products that do not exist', () => {
    expect(
      priceOrder(
        [
          { id: 1, quantity: 1 },
          { id: 99, quantity: 1 },
        ],
        products,
      ),
    ).toEqual({ ok: false, error: orderRefusals.unknownProduct });
  });

  it('refuses products that are not in stock', () => {
    expect(priceOrder([{ id: 11, quantity: 1 }], products)).toEqual({
      ok: false,
      error: 'Hand-Carved Prayer Beads is out of stock. Please remove it from your cart.',
    });
  });
});
