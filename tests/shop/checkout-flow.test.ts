import { afterPopupSuccess, type CheckoutEffects } from '@/lib/shop/checkout/browser/checkout-flow';
import {
  rememberedReceipts,
  rememberReceipt,
  MAX_REMEMBERED_RECEIPTS,
} from '@/lib/shop/checkout/browser/receipt-history';

const RECEIPT = '/orders/REF-7?key=secret-key-7';

function effects(): jest.Mocked<CheckoutEffects> {
  return { alert: jest.fn(), showError: jest.fn(), completePurchase: jest.fn(), goTo: jest.fn(), setBusy: jest.fn() };
}

function answerVerify(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({ status, ok: status < 300, json: async () => body } as Response);
}

let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
});
afterEach(() => errorLog.mockRestore());

describe('after the popup reports success', () => {
  it('asks our server with the receipt key, and only a verified paid order empties the cart and shows the receipt', async () => {
    answerVerify(200, { reference: 'REF-7', status: 'paid', verified: true });
    const fx = effects();
    await afterPopupSuccess('REF-7', RECEIPT, false, fx);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/orders/REF-7/verify',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ key: 'secret-key-7' }) }),
    );
    expect(fx.alert).toHaveBeenCalledWith('Your purchase was successful! Transaction reference: REF-7');
    expect(fx.completePurchase).toHaveBeenCalledTimes(1);
    expect(fx.goTo).toHaveBeenCalledWith(RECEIPT);
  });

  it.each([
    ['still pending at Paystack', 200, { status: 'pending', verified: true }],
    ['Paystack unreachable', 200, { status: 'pending', verified: false }],
    ['our server down', 503, { error: 'The shop is temporarily unavailable. Please try again in a few minutes.' }],
  ])(
    '%s: says we are waiting for the confirmation, keeps the cart and shows the receipt',
    async (_case, status, body) => {
      answerVerify(status, body);
      const fx = effects();
      await afterPopupSuccess('REF-7', RECEIPT, false, fx);
      expect(fx.alert).toHaveBeenCalledWith(
        expect.stringMatching(/^Thank you! We are waiting for Paystack to confirm your payment \(reference REF-7\)/),
      );
      expect(fx.completePurchase).not.toHaveBeenCalled();
      expect(fx.goTo).toHaveBeenCalledWith(RECEIPT);
    },
  );

  it('a failed payment or a different amount is an error in the form, never success', async () => {
    answerVerify(200, { status: 'failed', verified: true });
    const failed = effects();
    await afterPopupSuccess('REF-7', RECEIPT, false, failed);
    expect(failed.showError).toHaveBeenCalledWith(
      'Your payment did not go through. Nothing was charged. Please try again.',
    );
    answerVerify(200, { status: 'amount_mismatch', verified: true });
    const mismatch = effects();
    await afterPopupSuccess('REF-7', RECEIPT, false, mismatch);
    expect(mismatch.showError).toHaveBeenCalledWith(expect.stringContaining('REF-7'));
    for (const fx of [failed, mismatch]) {
      expect(fx.alert).not.toHaveBeenCalled();
      expect(fx.completePurchase).not.toHaveBeenCalled();
    }
  });

  it("without the server's secret key (fallback popup), the popup's word is taken as before", async () => {
    answerVerify(200, { status: 'pending', verified: false });
    const fx = effects();
    await afterPopupSuccess('REF-7', RECEIPT, true, fx);
    expect(fx.completePurchase).toHaveBeenCalledTimes(1);
    expect(fx.goTo).toHaveBeenCalledWith(RECEIPT);
  });
});

describe('the remembered receipts', () => {
  it('keeps the newest few, newest first, and ignores anything unreadable', () => {
    for (let index = 1; index <= MAX_REMEMBERED_RECEIPTS + 1; index += 1)
      rememberReceipt({ reference: `R${index}`, receiptUrl: `/orders/R${index}?key=k${index}` });
    expect(rememberedReceipts().map((entry) => entry.reference)).toEqual(['R4', 'R3', 'R2']);
    window.localStorage.setItem('orders', '{not json');
    expect(rememberedReceipts()).toEqual([]);
    window.localStorage.setItem('orders', JSON.stringify([{ reference: 'X', receiptUrl: 'https://evil.example/' }]));
    expect(rememberedReceipts()).toEqual([]);
  });
});
