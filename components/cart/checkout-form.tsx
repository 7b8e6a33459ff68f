import { CheckoutFieldset } from '@/components/cart/checkout-fieldset';
import { emptyFields, type CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { CHECKOUT_FORM_PATH, CHECKOUT_KEY_FIELD } from '@/lib/shop/checkout/checkout-contract';

export const CHECKOUT_FORM_ID = 'checkout';

interface CheckoutFormProps {
  /** This form's own key, fresh on each render of /cart: posted twice, it places one order. */
  formKey: string;
  /** What the server sent the browser back with: its sentence, and the fields as they were typed. */
  refused: { error: string; fields: CheckoutFields } | null;
}

/**
 * The checkout drawer's fields as a plain form, for a browser whose page code has not run: posted to the server,
 * which places the order and sends the browser to Paystack's own checkout page, and back here with the reason when
 * it cannot.
 */
export function CheckoutForm({ formKey, refused }: CheckoutFormProps) {
  const fields = refused?.fields ?? emptyFields;
  return (
    <form
      id={CHECKOUT_FORM_ID}
      method="post"
      action={CHECKOUT_FORM_PATH}
      aria-labelledby={`${CHECKOUT_FORM_ID}-title`}
      className="mt-8 space-y-4 border-t border-stone-200 pt-6"
    >
      <h2 id={`${CHECKOUT_FORM_ID}-title`} className="font-serif text-xl font-semibold text-stone-900">
        Checkout
      </h2>
      <input type="hidden" name={CHECKOUT_KEY_FIELD} value={formKey} />
      <CheckoutFieldset error={refused?.error} fields={fields} />
      <button
        type="submit"
        className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Pay Now
      </button>
    </form>
  );
}
