'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { SubtotalRow } from '@/components/cart/subtotal-row';
import { useCartStore } from '@/lib/cart/cart-store';
import { checkoutMessages } from '@/lib/payment/checkout-messages';
import type { PaymentMode } from '@/lib/payment/checkout-request';
import { paystackPublicKey } from '@/lib/payment/paystack-config';
import { openPaystackPopup } from '@/lib/payment/paystack-popup';
import { requestPaymentReference } from '@/lib/payment/request-reference';
import { Drawer } from '@/components/ui/drawer';
import { CheckoutLine } from '@/components/cart/checkout-line';

interface CheckoutFields {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
}

const emptyFields: CheckoutFields = { name: '', phone: '', email: '', paymentMode: 'Momo' };

const contactFields = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', placeholder: 'Enter your name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: 'Enter phone number' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Enter email' },
] as const;

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600';

export function CheckoutDrawer({ ready, shopName }: { ready: boolean; shopName: string }) {
  const open = useCartStore((state) => state.drawer === 'checkout');
  const lines = useCartStore((state) => state.lines);
  const closeDrawer = useCartStore((state) => state.closeDrawer);
  const completePurchase = useCartStore((state) => state.completePurchase);
  const [fields, setFields] = useState<CheckoutFields>(emptyFields);
  const [error, setError] = useState('');
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const formId = useId();

  const update = (field: keyof CheckoutFields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [field]: event.target.value }));

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
    const key = paystackPublicKey();
    if (!key) {
      setError(checkoutMessages.notConfigured);
      return;
    }

    busy.current = true;
    setProcessing(true);
    setError('');
    const stop = () => {
      busy.current = false;
      setProcessing(false);
    };

    const answer = await requestPaymentReference({
      name,
      phone,
      email,
      paymentMode: fields.paymentMode,
      items: lines.map(({ id, quantity }) => ({ id, quantity })),
    });
    if (!answer.ok) {
      setError(answer.message);
      stop();
      return;
    }

    try {
      await openPaystackPopup(
        {
          key,
          email,
          amount: answer.amount,
          reference: answer.reference,
          paymentMode: fields.paymentMode,
          metadata: {
            name,
            phone,
            shop: shopName,
            products: lines.map(({ name: product, quantity, price }) => ({ name: product, quantity, price })),
          },
        },
        {
          onSuccess: (reference) => {
            window.alert(checkoutMessages.success(reference));
            completePurchase();
            setFields(emptyFields);
            setError('');
          },
          onClose: () => window.alert(checkoutMessages.popupClosed),
          onError: (message) => {
            console.error('Paystack checkout error:', message);
            setError(checkoutMessages.checkoutFailed);
          },
        },
      );
    } catch (failure) {
      console.error('Failed to initiate checkout:', failure);
      setError(checkoutMessages.checkoutFailed);
    } finally {
      stop();
    }
  };

  return (
    <Drawer
      open={ready && open}
      onClose={closeDrawer}
      title="Checkout"
      name="checkout"
      footer={
        <>
          <SubtotalRow lines={lines} testId="checkout-subtotal" />
          <button
            type="submit"
            form={formId}
            disabled={processing}
            className="mt-3 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600"
          >
            {processing ? checkoutMessages.processing : 'Pay Now'}
          </button>
        </>
      }
    >
      <ul className="divide-y divide-stone-200 border-b border-stone-200">
        {lines.map((line) => (
          <CheckoutLine key={line.id} line={line} />
        ))}
      </ul>
      <form id={formId} onSubmit={pay} noValidate className="mt-4 space-y-4">
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700" data-testid="checkout-error">
          {error}
        </p>
        {contactFields.map((field) => (
          <label key={field.name} className="block text-sm font-medium text-stone-800">
            {field.label}
            <input
              type={field.type}
              name={field.name}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              value={fields[field.name]}
              onChange={update(field.name)}
              className={inputClass}
            />
          </label>
        ))}
        <label className="block text-sm font-medium text-stone-800">
          Payment Mode
          <select name="paymentMode" value={fields.paymentMode} onChange={update('paymentMode')} className={inputClass}>
            <option value="Momo">Mobile Money</option>
            <option value="Card">Card</option>
          </select>
        </label>
      </form>
    </Drawer>
  );
}
