import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { checkoutIssueMessage, checkoutSchema } from '@/lib/shop/checkout/server/checkout-schema';

const valid = {
  name: 'Akosua Mensah',
  phone: '024 123 4567',
  email: 'akosua@example.com',
  paymentMode: 'Momo',
  items: [
    { id: 1, quantity: 2 },
    { id: 3, quantity: 1 },
  ],
};

function messageFor(input: unknown): string | null {
  const result = checkoutSchema.safeParse(input);
  return result.success ? null : checkoutIssueMessage(result.error);
}

describe('checkout schema', () => {
  it('accepts a complete order and trims the text fields', () => {
    const result = checkoutSchema.parse({ ...valid, name: '  Akosua Mensah ', paymentMode: 'Card' });
    expect(result.name).toBe('Akosua Mensah');
    expect(result.paymentMode).toBe('Card');
  });

  it('refuses unknown fields, at the top and in the lines, so a price cannot be slipped in', () => {
    expect(messageFor({ ...valid, amount: 1 })).toBe('Unexpected field: amount.');
    expect(messageFor({ ...valid, items: [{ id: 1, quantity: 1, price: 0.01 }] })).toBe('Unexpected field: price.');
    expect(messageFor({ ...valid, subtotal: 1, currency: 'GHS' })).toBe('Unexpected fields: subtotal, currency.');
  });

  it.each(['name', 'phone', 'email'])('requires %s', (field) => {
    expect(messageFor({ ...valid, [field]: '' })).toBe(orderRefusals.required);
    expect(messageFor({ ...valid, [field]: '   ' })).toBe(orderRefusals.required);
    const withoutField: Record<string, unknown> = { ...valid };
    delete withoutField[field];
    expect(messageFor(withoutField)).toBe(orderRefusals.required);
  });

  it.each(['akosua', 'akosua@', '@example.com', 'a b@example.com'])('refuses the malformed e-mail %p', (email) => {
    expect(messageFor({ ...valid, email })).toBe('Please enter a valid email address.');
  });

  it('limits the length of name and phone', () => {
    expect(messageFor({ ...valid, name: 'A'.repeat(101) })).toBe(orderRefusals.nameTooLong);
    expect(messageFor({ ...valid, phone: '0'.repeat(33) })).toBe(orderRefusals.phoneTooLong);
  });

  it('accepts only Momo or Card', () => {
    expect(messageFor({ ...valid, paymentMode: 'Cash' })).toBe(orderRefusals.paymentMode);
    expect(messageFor({ ...valid, paymentMode: undefined })).toBe(orderRefusals.paymentMode);
  });

  it('refuses an empty cart', () => {
    expect(messageFor({ ...valid, items: [] })).toBe('Your cart is empty.');
    expect(messageFor({ ...valid, items: undefined })).toBe('Your cart is empty.');
  });

  it.each([0, 100, 1.5, -1, '2', null])('refuses the quantity %p', (quantity) => {
    expect(messageFor({ ...valid, items: [{ id: 1, quantity }] })).toBe(orderRefusals.quantity);
  });

  it.each([0, -3, 2.5, '1'])('refuses the product id %p', (id) => {
    expect(messageFor({ ...valid, items: [{ id, quantity: 1 }] })).toBe(orderRefusals.productId);
  });

  it('refuses the same product twice', () => {
    expect(
      messageFor({
        ...valid,
        items: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
      }),
    ).toBe(orderRefusals.duplicate);
  });

  it.each([null, 'order', 42, [valid]])('refuses a body that is not an object (%p)', (body) => {
    expect(messageFor(body)).toBe(orderRefusals.notAnObject);
  });
});
