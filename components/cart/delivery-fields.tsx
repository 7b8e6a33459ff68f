import { delivery } from '@/content/delivery';
import type { CheckoutFields } from '@/lib/checkout/checkout-form';
import { DeliveryAddressFields } from '@/components/cart/delivery-address-fields';

export type FieldUpdate = (field: keyof CheckoutFields) => (event: { target: { value: string } }) => void;

const choiceClass =
  'flex min-h-11 items-start gap-3 rounded-md border border-stone-300 px-3 py-2 text-sm text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

/**
 * 'Delivery': pick up at the centre (free, the default) or have it delivered, with the area (its fee shown), the
 * address and, if the buyer has one, a GhanaPost GPS address. Only the choice is sent; the server prices it.
 */
export function DeliveryFields({
  fields,
  update,
  inputClass,
}: {
  fields: CheckoutFields;
  update: FieldUpdate;
  inputClass: string;
}) {
  const delivering = fields.delivery === 'delivery';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Delivery</legend>
      <label className={choiceClass}>
        <input
          type="radio"
          name="delivery"
          value="pickup"
          checked={!delivering}
          onChange={update('delivery')}
          className="mt-1"
        />
        <span>
          <span className="block font-medium">Pick up at the centre</span>
          <span className="block text-stone-700">
            Free. {delivery.pickup.place}, {delivery.pickup.hours}.
          </span>
        </span>
      </label>
      <label className={choiceClass}>
        <input
          type="radio"
          name="delivery"
          value="delivery"
          checked={delivering}
          onChange={update('delivery')}
          className="mt-1"
        />
        <span className="block font-medium">Deliver to me</span>
      </label>
      {delivering ? <DeliveryAddressFields fields={fields} update={update} inputClass={inputClass} /> : null}
    </fieldset>
  );
}
