import { delivery as deliverySettings } from '@/content/delivery';
import type { OrderDelivery } from '@/lib/shop/orders/order-types';

/** How the buyer receives the order: at the centre, or at an address with its area and GhanaPost GPS code. */
export function DeliveryDetails({ delivery }: { delivery: OrderDelivery }) {
  if (delivery.method === 'pickup')
    return (
      <>
        <p className="mt-3 text-base font-medium">Pick up at the centre</p>
        <p className="text-stone-700">
          {deliverySettings.pickup.place} ({deliverySettings.pickup.hours})
        </p>
      </>
    );
  return (
    <>
      <p className="mt-3 text-base font-medium">Deliver to</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-700">Area</dt>
        <dd>{delivery.area}</dd>
        <dt className="text-stone-700">Address</dt>
        <dd className="break-words whitespace-pre-line">{delivery.address}</dd>
        <dt className="text-stone-700">GhanaPost GPS</dt>
        <dd className="font-mono">{delivery.gps ?? 'Not given'}</dd>
      </dl>
    </>
  );
}
