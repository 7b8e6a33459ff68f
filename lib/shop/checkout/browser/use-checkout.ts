import { useRef, useState, type FormEvent } from 'react';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import { emptyFields, orderFromForm, type CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { startCheckout, type CheckoutEffects } from '@/lib/shop/checkout/browser/checkout-flow';
import { paystackPublicKey } from '@/lib/paystack/paystack-public-key';

/**
 * Whether a payment step is under way, kept once: a ref that a double tap reads before React has re-rendered the
 * disabled button, and the state that button shows, always set together.
 */
function useBusy() {
  const now = useRef(false);
  const [shown, setShown] = useState(false);
  const set = (value: boolean) => {
    now.current = value;
    setShown(value);
  };
  return { isBusy: () => now.current, shown, set };
}

/**
 * The checkout form's state and the whole of Pay Now: the fields, the check that they are filled, the request to
 * our server, the Paystack popup and what the visitor is told afterwards. The drawer only draws it.
 */
export function useCheckout(shopName: string) {
  const lines = useCartStore((state) => state.lines);
  const completePurchase = useCartStore((state) => state.completePurchase);
  const [fields, setFields] = useState<CheckoutFields>(emptyFields);
  const [error, setError] = useState('');
  const busy = useBusy();
  const publicKey = paystackPublicKey();

  const update = (field: keyof CheckoutFields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [field]: event.target.value }));

  const effects: CheckoutEffects = {
    alert: (message) => window.alert(message),
    showError: setError,
    completePurchase: () => {
      completePurchase();
      setFields(emptyFields);
      setError('');
    },
    goTo: (url) => window.location.assign(url),
    setBusy: busy.set,
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.isBusy()) return;
    const form = orderFromForm(fields, lines);
    if (!form.ok) return setError(form.message);
    if (!publicKey) return setError(checkoutMessages.notConfigured);
    busy.set(true);
    setError('');
    try {
      const shown = lines.map(({ name, quantity, price }) => ({ name, quantity, price }));
      await startCheckout(form.order, { publicKey, shopName, lines: shown }, effects);
    } finally {
      busy.set(false);
    }
  };

  return { lines, fields, update, error, processing: busy.shown, pay, onlinePayment: publicKey !== '' };
}
