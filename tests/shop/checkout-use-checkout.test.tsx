import type { FormEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { emptyFields, orderFromForm } from '@/lib/shop/checkout/browser/checkout-form';
import { useCheckout } from '@/lib/shop/checkout/browser/use-checkout';
import { testProducts as products } from '../support/test-catalogue';

// The Paystack library needs a real browser; here the popup is the edge, and what the hook does around it is the test.
jest.mock('@/lib/paystack/paystack-popup', () => ({ openPaystackPopup: jest.fn(), resumePaystackPopup: jest.fn() }));
import { resumePaystackPopup } from '@/lib/paystack/paystack-popup';

const resumePopup = resumePaystackPopup as jest.MockedFunction<typeof resumePaystackPopup>;
const submit = { preventDefault: () => undefined } as FormEvent;
const jsonResponse = (status: number, body: unknown) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function type(result: { current: ReturnType<typeof useCheckout> }, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values))
    act(() => result.current.update(field as 'name')({ target: { value } }));
}

const filled = { name: ' Esi Owusu ', phone: '0207778889', email: 'esi@example.com' };

let fetchMock: jest.Mock;
beforeEach(() => {
  window.localStorage.clear();
  useCartStore.setState({ lines: [], loaded: true, drawer: null });
  useCartStore.getState().add(products[0]);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  window.alert = jest.fn();
  resumePopup.mockReset();
  process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY = 'pk_test_unit';
});

describe('the checkout form', () => {
  it('describes the order with trimmed contact details and only ids and quantities, or says what is missing', () => {
    expect(orderFromForm({ ...emptyFields, ...filled, paymentMode: 'Card' }, [{ id: 4, quantity: 2 }])).toEqual({
      ok: true,
      order: {
        name: 'Esi Owusu',
        phone: '0207778889',
        email: 'esi@example.com',
        paymentMode: 'Card',
        items: [{ id: 4, quantity: 2 }],
      },
    });
    expect(orderFromForm({ ...emptyFields, ...filled, email: '   ' }, [])).toEqual({
      ok: false,
      message: 'All fields are required.',
    });
  });
});

describe('the delivery choice', () => {
  const deliver = { ...emptyFields, ...filled, delivery: 'delivery' as const };
  const line = [{ id: 4, quantity: 1 }];

  it('sends the area, the address and the GhanaPost GPS address in its written form, and never a fee', () => {
    const form = orderFromForm(
      { ...deliver, zone: 'accra-tema', address: ' House 12, Oxford St ', gps: ' ga 183 8164 ' },
      line,
    );
    expect(form).toEqual({
      ok: true,
      order: expect.objectContaining({
        delivery: { method: 'delivery', zone: 'accra-tema', address: 'House 12, Oxford St', gps: 'GA-183-8164' },
      }),
    });
    expect(JSON.stringify(form)).not.toMatch(/fee|price|amount/);
  });

  it('asks for the area, then the address; the GPS address may be left out but not mistyped', () => {
    expect(orderFromForm(deliver, line)).toEqual({ ok: false, message: 'Please choose a delivery area.' });
    expect(orderFromForm({ ...deliver, zone: 'accra-tema', address: '  ' }, line)).toEqual({
      ok: false,
      message: 'Please enter the delivery address.',
    });
    const mistyped = orderFromForm({ ...deliver, zone: 'accra-tema', address: 'Osu', gps: 'GA-18-8164' }, line);
    expect(mistyped).toEqual({ ok: false, message: 'The GhanaPost GPS address must look like GA-183-8164.' });
    const without = orderFromForm({ ...deliver, zone: 'accra-tema', address: 'Osu' }, line);
    expect(without.ok && without.order.delivery).toEqual({ method: 'delivery', zone: 'accra-tema', address: 'Osu' });
  });

  it('sends a GPS address typed without dashes in its written form, and stops one split where no part ends', () => {
    const typed = orderFromForm({ ...deliver, zone: 'accra-tema', address: 'Osu', gps: 'ga1838164' }, line);
    expect(typed.ok && typed.order.delivery).toEqual({
      method: 'delivery',
      zone: 'accra-tema',
      address: 'Osu',
      gps: 'GA-183-8164',
    });
    const split = orderFromForm({ ...deliver, zone: 'accra-tema', address: 'Osu', gps: 'GA-1838-164' }, line);
    expect(split).toEqual({ ok: false, message: 'The GhanaPost GPS address must look like GA-183-8164.' });
  });

  it('sends nothing about delivery for a pickup, as before there was a choice', () => {
    const form = orderFromForm({ ...emptyFields, ...filled, zone: 'accra-tema', address: 'Osu' }, line);
    expect(form.ok && 'delivery' in form.order).toBe(false);
  });
});

describe('useCheckout (Pay Now)', () => {
  it('sends nothing while a field is empty, or when the site has no public key', async () => {
    const { result } = renderHook(() => useCheckout('MHV Shop'));
    await act(() => result.current.pay(submit));
    expect(result.current.error).toBe('All fields are required.');

    delete process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY;
    const offline = renderHook(() => useCheckout('MHV Shop')).result;
    expect(offline.current.onlinePayment).toBe(false);
    type(offline, filled);
    await act(() => offline.current.pay(submit));
    expect(offline.current.error).toMatch(/Online payment is not configured/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is busy from Pay Now until the popup shows, and a second press meanwhile sends nothing', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { result } = renderHook(() => useCheckout('MHV Shop'));
    type(result, filled);
    let first!: Promise<void>;
    act(() => {
      first = result.current.pay(submit);
    });
    expect(result.current.processing).toBe(true);
    await act(() => result.current.pay(submit));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.resolve(
        jsonResponse(200, { reference: 'R-5', amount: 4500, receiptUrl: '/orders/R-5?key=k5', accessCode: 'ac_5' }),
      );
      await first;
    });
    expect(resumePopup).toHaveBeenCalledWith('ac_5', 'R-5', expect.any(Object));
    expect(result.current.processing).toBe(false);
    expect(result.current.error).toBe('');
  });

  it("shows the server's refusal in the form and can be pressed again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'Your cart is empty.' }));
    const { result } = renderHook(() => useCheckout('MHV Shop'));
    type(result, filled);
    await act(() => result.current.pay(submit));
    expect(result.current.error).toBe('Your cart is empty.');
    expect(result.current.processing).toBe(false);
    expect(resumePopup).not.toHaveBeenCalled();
  });

  it('after a verified payment empties the cart, clears the form and opens the receipt', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { reference: 'R-6', amount: 4500, receiptUrl: '/orders/R-6?key=k6', accessCode: 'ac_6' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { reference: 'R-6', status: 'paid', verified: true }));
    const { result } = renderHook(() => useCheckout('MHV Shop'));
    type(result, filled);
    await act(() => result.current.pay(submit));
    const callbacks = resumePopup.mock.calls[0][2];
    act(() => callbacks.onSuccess('R-6'));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Your purchase was successful! Transaction reference: R-6'),
    );
    expect(useCartStore.getState().lines).toEqual([]);
    expect(result.current.fields).toEqual(emptyFields);
    errorLog.mockRestore();
  });
});
