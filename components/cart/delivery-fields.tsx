import { useId, type ReactNode } from 'react';
import { delivery } from '@/content/delivery';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { zoneLabel } from '@/lib/shop/checkout/delivery-choice';
import { formatMoney } from '@/content/schema/money';

export type FieldUpdate = (field: keyof CheckoutFields) => (event: { target: { value: string } }) => void;

interface DeliveryFieldsProps {
  fields: CheckoutFields;
  /** The drawer's: each change goes to its state. Left out (the form posted without the page's code), the fields
   * start from `fields` and the browser keeps what is typed. */
  update?: FieldUpdate;
  inputClass: string;
}

const choiceClass =
  'flex min-h-11 items-start gap-3 rounded-md border border-stone-300 px-3 py-2 text-sm text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

/** A field's value: the drawer's state, or where the form without code starts. */
export function valueProps<T extends string>(
  value: T,
  onChange: ((event: { target: { value: string } }) => void) | undefined,
) {
  return onChange ? { value, onChange } : { defaultValue: value };
}

/**
 * 'Delivery': pick up at the centre (free, the default) or have it delivered, with the area (its fee shown), the
 * address and, if the buyer has one, a GhanaPost GPS address. Only the choice is sent; the server prices it. In the
 * drawer the address fields show once 'Deliver to me' is chosen; without the page's code nothing can show them then,
 * so they are always there, for a delivery only.
 */
export function DeliveryFields({ fields, update, inputClass }: DeliveryFieldsProps) {
  const delivering = fields.delivery === 'delivery';
  const choice = (method: CheckoutFields['delivery']) =>
    update
      ? { checked: fields.delivery === method, onChange: update('delivery') }
      : { defaultChecked: fields.delivery === method };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Delivery</legend>
      <label className={choiceClass}>
        <input type="radio" name="delivery" value="pickup" {...choice('pickup')} className="mt-1" />
        <span>
          <span className="block font-medium">Pick up at the centre</span>
          <span className="block text-stone-700">
            Free. {delivery.pickup.place}, {delivery.pickup.hours}.
          </span>
        </span>
      </label>
      <label className={choiceClass}>
        <input type="radio" name="delivery" value="delivery" {...choice('delivery')} className="mt-1" />
        <span className="block font-medium">Deliver to me</span>
      </label>
      {delivering || !update ? <DeliveryAddressFields fields={fields} update={update} inputClass={inputClass} /> : null}
    </fieldset>
  );
}

/** 'Deliver to me': the area with its fee and how long it takes, the address, and a GhanaPost GPS address if any. */
function DeliveryAddressFields({ fields, update, inputClass }: DeliveryFieldsProps) {
  const id = useId();
  // The address and the GPS address are free text, each described by the hint under it.
  const bound = (field: 'address' | 'gps') => ({
    name: field,
    'aria-describedby': `${id}-${field}`,
    ...valueProps(fields[field], update?.(field)),
    className: inputClass,
  });
  return (
    <div className="space-y-4 pt-2">
      {update ? null : <p className="text-sm text-stone-700">For &lsquo;Deliver to me&rsquo; only:</p>}
      <label className="block text-sm font-medium text-stone-800">
        Delivery area
        <select name="zone" {...valueProps(fields.zone, update?.('zone'))} className={inputClass}>
          <option value="">Choose an area</option>
          {delivery.zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zoneLabel(zone, formatMoney)}, {zone.days}
            </option>
          ))}
        </select>
      </label>
      <HintedField label="Address" hintId={`${id}-address`} hint="Street, house number, landmark and directions">
        <textarea rows={3} autoComplete="street-address" {...bound('address')} />
      </HintedField>
      <HintedField label="GhanaPost GPS" hintId={`${id}-gps`} hint="Optional, for example GA-183-8164">
        <input type="text" autoCapitalize="characters" {...bound('gps')} />
      </HintedField>
    </div>
  );
}

/** A labelled field with a hint under it (the field names the hint as its description, by `hintId`). */
function HintedField({
  label,
  hint,
  hintId,
  children,
}: {
  label: string;
  hint: string;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="block text-sm font-medium text-stone-800">
        {label}
        {children}
      </label>
      <p id={hintId} className="-mt-3 text-sm text-stone-700">
        {hint}
      </p>
    </>
  );
}
