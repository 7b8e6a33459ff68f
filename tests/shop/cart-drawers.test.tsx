import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { CART_STORAGE_KEY } from '@/lib/shop/cart/cart-storage';
import { testProducts as products } from '../support/test-catalogue';
import type { PaystackPaymentCallbacks, PaystackPaymentRequest } from '@/lib/paystack/paystack-popup';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CheckoutDrawer } from '@/components/cart/checkout-drawer';
import { delivery } from '@/content/delivery';
import { formatMoney } from '@/content/schema/money';

jest.mock('@/lib/paystack/paystack-popup', () => ({ openPaystackPopup: jest.fn(), resumePaystackPopup: jest.fn() }));
import { openPaystackPopup, resumePaystackPopup } from '@/lib/paystack/paystack-popup';

const openPopup = openPaystackPopup as jest.MockedFunction<typeof openPaystackPopup>;
const resumePopup = resumePaystackPopup as jest.MockedFunction<typeof resumePaystackPopup>;
const receiptUrl = (reference: string) => `/orders/${reference}?key=k3y-${reference}`;
const product = (id: number) => products.find((candidate) => candidate.id === id)!;

function fillCart() {
  const store = useCartStore.getState();
  store.add(product(1));
  store.add(product(3));
  store.add(product(3));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// The drawer moves focus in on the next frame; typing before that would lose keystrokes.
async function renderOpen(ui: React.ReactElement, title: string) {
  render(ui);
  // Generous waits: on a busy machine a frame can take well over the default second.
  await waitFor(() => expect(screen.getByRole('button', { name: `Close ${title}` })).toHaveFocus(), { timeout: 5_000 });
}

jest.setTimeout(20_000);

/** The amount a drawer shows beside its 'Subtotal' label, as the visitor reads the row. */
const subtotalIn = (title: string) =>
  within(screen.getByRole('dialog', { name: title })).getByText('Subtotal', { exact: true }).nextElementSibling;

const jsonResponse = (status: number, body: unknown) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  window.localStorage.clear();
  useCartStore.setState({ lines: [], loaded: true, drawer: null });
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  window.alert = jest.fn();
  openPopup.mockReset();
  resumePopup.mockReset();
  process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY = 'pk_test_unit';
});

describe('cart drawer', () => {
  it('says the cart is empty and disables Checkout', async () => {
    useCartStore.setState({ drawer: 'cart' });
    await renderOpen(<CartDrawer ready shopName="MHV Shop" />, 'Shopping Cart');
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows lines with price times quantity and the subtotal; Checkout swaps drawers', async () => {
    const user = userEvent.setup();
    fillCart();
    useCartStore.setState({ drawer: 'cart' });
    await renderOpen(
      <>
        <CartDrawer ready shopName="MHV Shop" />
        <CheckoutDrawer ready shopName="MHV Shop" />
      </>,
      'Shopping Cart',
    );
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull();
    const cart = within(screen.getByRole('dialog', { name: 'Shopping Cart' }));
    expect(cart.getByText('Moringa Leaf Tea')).toBeInTheDocument();
    expect(cart.getByText(/GHS 30\.00 × 2/)).toBeInTheDocument();
    expect(subtotalIn('Shopping Cart')).toHaveTextContent('GHS 105.00');

    const quantity = cart.getByLabelText('Quantity of Nkabom Herbal Bitters');
    // (user-event cannot select the text of a number input in jsdom, so the values are set directly.)
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(subtotalIn('Shopping Cart')).toHaveTextContent('GHS 195.00');
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(subtotalIn('Shopping Cart')).toHaveTextContent('GHS 195.00');
    fireEvent.change(quantity, { target: { value: 'abc' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(3);
    fireEvent.change(quantity, { target: { value: '120' } });
    expect(quantity).toHaveValue(99);

    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Checkout' })).toHaveFocus(), {
      timeout: 5_000,
    });
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    useCartStore.setState({ drawer: 'cart' });
    await renderOpen(<CartDrawer ready shopName="MHV Shop" />, 'Shopping Cart');
    await user.click(screen.getByRole('button', { name: 'Close Shopping Cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useCartStore.getState().openCart());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Shopping Cart' })).toHaveFocus(), {
      timeout: 5_000,
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('checkout drawer', () => {
  beforeEach(() => {
    fillCart();
    useCartStore.setState({ drawer: 'checkout' });
  });

  async function fillForm(user: ReturnType<typeof userEvent.setup>, mode: 'Momo' | 'Card' = 'Momo') {
    await user.type(screen.getByPlaceholderText('Enter your name'), 'Adwoa Badu');
    await user.type(screen.getByPlaceholderText('Enter phone number'), '0245556667');
    await user.type(screen.getByPlaceholderText('Enter email'), 'adwoa@example.com');
    if (mode === 'Card') await user.selectOptions(screen.getByLabelText('Payment Mode'), 'Card');
  }

  it('lists the lines and requires every field before sending anything', async () => {
    const user = userEvent.setup();
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(screen.getByText('Price: GHS 30.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Mode')).toHaveValue('Momo');
    expect(subtotalIn('Checkout')).toHaveTextContent('GHS 105.00');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    await user.type(screen.getByPlaceholderText('Enter your name'), 'Adwoa');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a public key, offers the order on WhatsApp as the main action instead of Pay Now', async () => {
    delete process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY;
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByText(/Online payment is not configured/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Order on WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/233240000001');
    expect(url.searchParams.get('text')).toBe(
      [
        'Hello MHV Shop, I would like to order:',
        '- Nkabom Herbal Bitters x 1 @ GHS 45.00 = GHS 45.00',
        '- Moringa Leaf Tea x 2 @ GHS 30.00 = GHS 60.00',
        `Pick up at the centre (${delivery.pickup.place})`,
        'Total: GHS 105.00',
      ].join('\n'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks where to deliver, shows the fee and the total, and sends the choice without any fee', async () => {
    const user = userEvent.setup();
    const [zone] = delivery.zones;
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'Stop here.' }));
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    expect(screen.getByRole('radio', { name: /Pick up at the centre/ })).toBeChecked();
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: 'Deliver to me' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a delivery area.');
    await user.selectOptions(screen.getByLabelText('Delivery area'), zone.id);
    expect(subtotalIn('Checkout')).toHaveTextContent('GHS 105.00');
    expect(screen.getByTestId('checkout-delivery-fee')).toHaveTextContent(formatMoney(zone.fee));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(formatMoney(105 + zone.fee));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the delivery address.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Address'), 'House 12, Oxford Street, near the mall');
    await user.type(screen.getByLabelText('GhanaPost GPS'), 'ga 183 8164');
    const whatsapp = new URL(screen.getByRole('link', { name: 'Order on WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.searchParams.get('text')).toContain(
      'Deliver to: House 12, Oxford Street, near the mall, GhanaPost GPS GA-183-8164',
    );
    expect(whatsapp.searchParams.get('text')).toContain(`Total: ${formatMoney(105 + zone.fee)}`);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(sent.delivery).toEqual({
      method: 'delivery',
      zone: zone.id,
      address: 'House 12, Oxford Street, near the mall',
      gps: 'GA-183-8164',
    });
    expect(JSON.stringify(sent)).not.toMatch(/fee|price|amount|total/i);
    expect(await screen.findByRole('alert')).toHaveTextContent('Stop here.');
  });

  it('opens the transaction the server fixed, by its access code, and trusts only the verified answer', async () => {
    const user = userEvent.setup();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let callbacks: PaystackPaymentCallbacks | undefined;
    resumePopup.mockImplementation(async (_code, _reference, given) => {
      callbacks = given;
    });
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, {
          reference: 'SRV-REF-9',
          amount: 10_500,
          currency: 'GHS',
          accessCode: 'ac_9',
          receiptUrl: receiptUrl('SRV-REF-9'),
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { reference: 'SRV-REF-9', status: 'pending', verified: true }));
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(resumePopup).toHaveBeenCalledWith('ac_9', 'SRV-REF-9', expect.any(Object)));
    expect(openPopup).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('orders')!)).toEqual([
      { reference: 'SRV-REF-9', receiptUrl: receiptUrl('SRV-REF-9') },
    ]);

    // Mobile money still waiting on the phone: neither success nor failure, and the cart stays.
    act(() => callbacks?.onSuccess('SRV-REF-9'));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        expect.stringContaining('We are waiting for Paystack to confirm your payment'),
      ),
    );
    expect(fetchMock.mock.calls[1][0]).toBe('/api/orders/SRV-REF-9/verify');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ key: 'k3y-SRV-REF-9' });
    expect(useCartStore.getState().lines).toHaveLength(2);
    errorLog.mockRestore();
  });

  it('is busy while the reference comes, then opens Paystack with the server amount; success empties everything', async () => {
    const user = userEvent.setup();
    const reference = deferred<Response>();
    fetchMock.mockReturnValue(reference.promise);
    let popup: { request: PaystackPaymentRequest; callbacks: PaystackPaymentCallbacks } | undefined;
    openPopup.mockImplementation(async (request, callbacks) => {
      popup = { request, callbacks };
    });
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    await fillForm(user, 'Card');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const busy = screen.getByRole('button', { name: 'Processing Payment...' });
    expect(busy).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: 'Adwoa Badu',
      phone: '0245556667',
      email: 'adwoa@example.com',
      paymentMode: 'Card',
      items: [
        { id: 1, quantity: 1 },
        { id: 3, quantity: 2 },
      ],
    });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { reference: 'SRV-REF-1', status: 'pending', verified: false }));
    await act(async () =>
      reference.resolve(
        jsonResponse(200, {
          reference: 'SRV-REF-1',
          amount: 12_345,
          currency: 'GHS',
          receiptUrl: receiptUrl('SRV-REF-1'),
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(popup?.request).toEqual({
      key: 'pk_test_unit',
      email: 'adwoa@example.com',
      amount: 12_345,
      reference: 'SRV-REF-1',
      paymentMode: 'Card',
      metadata: {
        name: 'Adwoa Badu',
        phone: '0245556667',
        shop: 'MHV Shop',
        products: [
          { name: 'Nkabom Herbal Bitters', quantity: 1, price: 45 },
          { name: 'Moringa Leaf Tea', quantity: 2, price: 30 },
        ],
      },
    });

    // Without the secret key the server cannot verify: the popup's word is all there is, as before.
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => popup?.callbacks.onSuccess('SRV-REF-1'));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Your purchase was successful! Transaction reference: SRV-REF-1'),
    );
    errorLog.mockRestore();
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(screen.getByPlaceholderText('Enter your name')).toHaveValue('');
    expect(screen.getByPlaceholderText('Enter email')).toHaveValue('');
    expect(screen.getByLabelText('Payment Mode')).toHaveValue('Momo');
  });

  it('alerts when the popup is closed and keeps the cart', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        reference: 'SRV-REF-2',
        amount: 10_500,
        currency: 'GHS',
        receiptUrl: receiptUrl('SRV-REF-2'),
      }),
    );
    openPopup.mockImplementation(async (_request, callbacks) => callbacks.onClose());
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(window.alert).toHaveBeenCalledWith('You closed the payment popup. Please complete the payment.');
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it("shows the server's reason for a refused order", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Hand-Carved Prayer Beads is out of stock. Please remove it from your cart.' }),
    );
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('Hand-Carved Prayer Beads is out of stock. Please remove it from your cart.'),
    ).toBeInTheDocument();
    expect(openPopup).not.toHaveBeenCalled();
  });

  it('says checkout failed when Paystack cannot start, and frees the button', async () => {
    const user = userEvent.setup();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        reference: 'SRV-REF-3',
        amount: 10_500,
        currency: 'GHS',
        receiptUrl: receiptUrl('SRV-REF-3'),
      }),
    );
    openPopup.mockRejectedValue(new Error('chunk load failed'));
    await renderOpen(<CheckoutDrawer ready shopName="MHV Shop" />, 'Checkout');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Failed to initiate checkout. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    errorLog.mockRestore();
  });
});
