import type { PaystackTransactionOptions } from '@paystack/inline-js';

const constructed: number[] = [];
const transactions: PaystackTransactionOptions[] = [];
let refuse = false;

jest.mock('@paystack/inline-js', () => ({
  __esModule: true,
  default: class FakePaystackPop {
    constructor() {
      constructed.push(Date.now());
    }
    newTransaction(options: PaystackTransactionOptions) {
      if (refuse) throw new Error('Invalid transaction parameters');
      transactions.push(options);
    }
  },
}));

import { openPaystackPopup, type PaystackPaymentRequest } from '@/lib/paystack/paystack-popup';

const request: PaystackPaymentRequest = {
  key: 'pk_test_abc',
  email: 'abena@example.com',
  amount: 10_500,
  reference: 'REF-1',
  paymentMode: 'Momo',
  metadata: {
    name: 'Abena',
    phone: '0240000000',
    shop: 'MHV Shop',
    products: [{ name: 'Moringa Leaf Tea', quantity: 2, price: 30 }],
  },
};

const callbacks = () => ({ onSuccess: jest.fn(), onClose: jest.fn(), onError: jest.fn() });

beforeEach(() => {
  transactions.length = 0;
  refuse = false;
});

describe('the Paystack adapter', () => {
  it('passes the key, e-mail, server amount, GHS, reference, channel and metadata', async () => {
    await openPaystackPopup(request, callbacks());
    expect(transactions[0]).toMatchObject({
      key: 'pk_test_abc',
      email: 'abena@example.com',
      amount: 10_500,
      currency: 'GHS',
      reference: 'REF-1',
      channels: ['mobile_money'],
      metadata: request.metadata,
    });
    await openPaystackPopup({ ...request, paymentMode: 'Card' }, callbacks());
    expect(transactions[1].channels).toEqual(['card']);
  });

  it('keeps one PaystackPop for the page', async () => {
    await openPaystackPopup(request, callbacks());
    await openPaystackPopup(request, callbacks());
    expect(constructed).toHaveLength(1);
  });

  it('reports success once, with the reference Paystack returns', async () => {
    const handlers = callbacks();
    await openPaystackPopup(request, handlers);
    const options = transactions[0];
    options.onSuccess?.({ reference: 'REF-1', status: 'success' });
    options.onSuccess?.({ reference: 'REF-1', status: 'success' });
    options.onCancel?.();
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).toHaveBeenCalledWith('REF-1');
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('reports a closed popup once, and nothing after it', async () => {
    const handlers = callbacks();
    await openPaystackPopup(request, handlers);
    transactions[0].onCancel?.();
    transactions[0].onCancel?.();
    transactions[0].onSuccess?.({});
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });

  it('falls back to our reference when the callback has none, and settles each attempt on its own', async () => {
    const first = callbacks();
    const second = callbacks();
    await openPaystackPopup(request, first);
    await openPaystackPopup({ ...request, reference: 'REF-2' }, second);
    transactions[0].onCancel?.();
    transactions[1].onSuccess?.({});
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(second.onSuccess).toHaveBeenCalledWith('REF-2');
  });

  it('rejects when the library refuses the parameters', async () => {
    refuse = true;
    await expect(openPaystackPopup(request, callbacks())).rejects.toThrow('Invalid transaction parameters');
  });

  it('passes a setup error on once', async () => {
    const handlers = callbacks();
    await openPaystackPopup(request, handlers);
    transactions[0].onError?.({ message: 'Invalid key' });
    transactions[0].onError?.({ message: 'Invalid key' });
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    expect(handlers.onError).toHaveBeenCalledWith('Invalid key');
  });
});
