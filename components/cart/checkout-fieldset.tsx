import { DeliveryFields, valueProps, type FieldUpdate } from '@/components/cart/delivery-fields';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { contactFields, inputClass, paymentModeOptions } from '@/components/forms/buyer-contact-fields';

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
      {contactFields.map((field) => (
        <label key={field.name} className="block text-sm font-medium text-stone-800">
          {field.label}
          <input
            type={field.type}
            name={field.name}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            {...valueProps(fields[field.name], update?.(field.name))}
            className={inputClass}
          />
        </label>
      ))}
      <label className="block text-sm font-medium text-stone-800">
        Payment Mode
        <select name="paymentMode" {...valueProps(fields.paymentMode, update?.('paymentMode'))} className={inputClass}>
          {paymentModeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <DeliveryFields fields={fields} update={update} inputClass={inputClass} />
    </>
  );
}
