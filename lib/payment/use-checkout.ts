import { useRef, useState, type FormEvent } from 'react';
import { useCartStore } from '@/lib/cart/cart-store';
import { checkoutMessages } from '@/lib/payment/checkout-messages';
import { startCheckout, type CheckoutEffects } from '@/lib/payment/checkout-flow';
import type { PaymentMode } from '@/lib/payment/checkout-request';
import { paystackPublicKey } from '@/lib/payment/paystack-config';

export interface CheckoutFields {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
}

export const emptyFields: CheckoutFields = { name: '', phone: '', email: '', paymentMode: 'Momo' };

/** The checkout form's state and its Pay Now; the drawer only draws it. */
export function useCheckout(shopName: string) {
  const lines = useCartStore((state) => state.lines);
  const completePurchase = useCartStore((state) => state.completePurchase);
  const [fields, setFields] = useState<CheckoutFields>(emptyFields);
  const [error, setError] = useState('');
  const [processing, setProcessing] = useState(false);
  // A ref as well as state: a double tap arrives before React re-renders the disabled button.
  const busy = useRef(false);

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
    setBusy: (value) => {
      busy.current = value;
      setProcessing(value);
    },
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const name = fields.name.trim();
    const phone = fields.phone.trim();
    const email = fields.email.trim();
    if (!name || !phone || !email) {
      setError(checkoutMessages.required);
      return;
    }
    const publicKey = paystackPublicKey();
    if (!publicKey) {
      setError(checkoutMessages.notConfigured);
      return;
    }
    effects.setBusy(true);
    setError('');
    try {
      await startCheckout(
        {
          name,
          phone,
          email,
          paymentMode: fields.paymentMode,
          items: lines.map(({ id, quantity }) => ({ id, quantity })),
        },
        {
          publicKey,
          shopName,
          lines: lines.map(({ name: product, quantity, price }) => ({ name: product, quantity, price })),
        },
        effects,
      );
    } finally {
      effects.setBusy(false);
    }
  };

  return { lines, fields, update, error, processing, pay, onlinePayment: paystackPublicKey() !== '' };
}
