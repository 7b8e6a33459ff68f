import { formatMinorUnits } from '@/content/schema/money';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';
import type { StaffRole } from '@/lib/server/db/stored-values';
import type { OrderDelivery } from '@/lib/shop/orders/order-types';

// How the console writes times and money: Ghana's clock (staff read the times beside the shop's day, whatever their
// phone is set to) and cedis from the order book's pesewas. Free of server code.

const ghanaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** '24 Nov 2026, 19:41' in Ghana. */
export const formatTime = (moment: Date): string => ghanaTime.format(moment);

/** 'GHS 1,250.00' from pesewas. */
export const formatPesewas = (pesewas: number): string => formatMinorUnits(pesewas);

/** 'Pick up at the centre' or 'Deliver to <area>': how the buyer receives the order, in a few words. */
export function deliveryWords(delivery: OrderDelivery): string {
  return delivery.method === 'pickup' ? 'Pick up at the centre' : `Deliver to ${delivery.area}`;
}

/** '1 order', '25 orders'. */
export const countOf = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** How the console names each kind of staff account. */
export const roleWords: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff', care: 'Care centre' };
