import { useId } from 'react';
import { delivery } from '@/content/delivery';
import type { FieldUpdate } from '@/components/cart/delivery-fields';
import type { CheckoutFields } from '@/lib/checkout/checkout-form';
import { zoneLabel } from '@/lib/checkout-shared/delivery-choice';
import { formatMoney } from '@/lib/money';

/** 'Deliver to me': the area with its fee and how long it takes, the address, and a GhanaPost GPS address if any. */
export function DeliveryAddressFields({
  fields,
  update,
  inputClass,
}: {
  fields: CheckoutFields;
  update: FieldUpdate;
  inputClass: string;
}) {
  const id = useId();
  return (
    <div className="space-y-4 pt-2">
      <label className="block text-sm font-medium text-stone-800">
        Delivery area
        <select name="zone" value={fields.zone} onChange={update('zone')} className={inputClass}>
          <option value="">Choose an area</option>
          {delivery.zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zoneLabel(zone, formatMoney)}, {zone.days}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-stone-800">
        Address
        <textarea
          name="address"
          rows={3}
          autoComplete="street-address"
          aria-describedby={`${id}-address`}
          value={fields.address}
          onChange={update('address')}
          className={inputClass}
        />
      </label>
      <p id={`${id}-address`} className="-mt-3 text-sm text-stone-700">
        Street, house number, landmark and directions
      </p>
      <label className="block text-sm font-medium text-stone-800">
        GhanaPost GPS
        <input
          type="text"
          name="gps"
          autoCapitalize="characters"
          aria-describedby={`${id}-gps`}
          value={fields.gps}
          onChange={update('gps')}
          className={inputClass}
        />
      </label>
      <p id={`${id}-gps`} className="-mt-3 text-sm text-stone-700">
        Optional, for example GA-183-8164
      </p>
    </div>
  );
}
