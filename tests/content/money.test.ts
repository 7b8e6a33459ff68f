import fc from 'fast-check';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/content/schema/money';

describe('formatMoney', () => {
  it('writes the currency code and two decimals, US-English style', () => {
    expect(formatMoney(25)).toBe('GHS 25.00');
    expect(formatMoney(12.5)).toBe('GHS 12.50');
    expect(formatMoney(1250.456)).toBe('GHS 1,250.46');
    expect(formatMoney(0)).toBe('GHS 0.00');
    expect(formatMoney(0.1 + 0.2)).toBe('GHS 0.30');
  });

  it('uses the currency it is given', () => {
    expect(formatMoney(5, 'USD')).toBe('USD 5.00');
  });
});

describe('minor units', () => {
  it('turns cedis into whole pesewas without float drift', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(200)).toBe(20000);
    expect(fromMinorUnits(1999)).toBe(19.99);
  });

  it('round-trips every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pesewas) => {
        expect(toMinorUnits(fromMinorUnits(pesewas))).toBe(pesewas);
      }),
    );
  });
});
