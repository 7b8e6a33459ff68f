import { DeliveryFields, valueProps, type FieldUpdate } from '@/components/cart/delivery-fields';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { ContactInputs, inputClass, PaymentModeSelect } from '@/components/forms/buyer-contact-fields';

// The checkout's fields, shared by the drawer and the form /cart shows while the page's code has not run.

interface CheckoutFieldsetProps {
  /** The sentence that stopped the checkout, shown above the fields. */
  error: string | null | undefined;
  fields: CheckoutFields;
  /** The drawer's: each change goes to its state. Left out, the browser keeps what is typed (see DeliveryFields). */
  update?: FieldUpdate;
}

/** The error line, 'Your Name', 'Phone Number', 'Email', 'Payment Mode' and the delivery choice. */
export function CheckoutFieldset({ error, fields, update }: CheckoutFieldsetProps) {
  return (
    <>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700" data-testid="checkout-error">
        {error}
      </p>
      <ContactInputs extra={(name) => valueProps(fields[name], update?.(name))} />
      <PaymentModeSelect {...valueProps(fields.paymentMode, update?.('paymentMode'))} />
      <DeliveryFields fields={fields} update={update} inputClass={inputClass} />
    </>
  );
}
