import fc from 'fast-check';
import { cartSubtotal, lineTotal, totalQuantity } from '@/lib/shop/cart/totals';
import { formatMoney } from '@/content/schema/money';

const line = (price: number, quantity: number) => ({
  id: 1,
  name: 'Moringa Leaf Tea',
  price,
  currency: 'GHS',
  quantity,
  image_url: '/products/moringa-tea.svg',
});

describe('cart totals', () => {
  it('counts items across lines for the badge', () => {
    expect(totalQuantity([])).toBe(0);
    expect(totalQuantity([line(30, 2), line(5, 3)])).toBe(5);
  });

  it('multiplies price by quantity for a line', () => {
    expect(lineTotal(line(22, 3))).toBe(66);
    expect(lineTotal(line(0.1, 3))).toBe(0.3);
  });

  it('adds up the subtotal to the pesewa', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartSubtotal([line(45, 2), line(18, 1), line(0.1, 3)])).toBe(108.3);
    expect(formatMoney(cartSubtotal([line(19.99, 3), line(0.01, 1)]))).toBe('GHS 59.98');
  });

  it('always equals the sum of the lines in whole pesewas', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ pesewas: fc.integer({ min: 500, max: 20_000 }), quantity: fc.integer({ min: 1, max: 99 }) }),
          {
            maxLength: 13,
          },
        ),
        (rows) => {
          const lines = rows.map(({ pesewas, quantity }) => line(pesewas / 100, quantity));
          const expected = rows.reduce((sum, { pesewas, quantity }) => sum + pesewas * quantity, 0);
          expect(Math.round(cartSubtotal(lines) * 100)).toBe(expected);
        },
      ),
    );
  });
});
