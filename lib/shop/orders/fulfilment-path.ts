import type { DeliveryMethod, FulfilmentStep, OrderStatus } from '@/lib/server/db/stored-values';

// The way a paid order goes after the money, step by step: a pickup is made ready at the centre, a delivery goes out
// to the buyer; either may be cancelled, with a reason, until it is completed. Free of server code: the console's
// buttons and the server's check read the same rules.

const paths: Record<DeliveryMethod, FulfilmentStep[]> = {
  pickup: ['new', 'preparing', 'ready_for_pickup', 'completed'],
  delivery: ['new', 'preparing', 'out_for_delivery', 'completed'],
};

/** Where an order at `current` may go next: the following step of its path, and 'cancelled' before the end. */
export function nextSteps(method: DeliveryMethod, current: FulfilmentStep): FulfilmentStep[] {
  const path = paths[method];
  const at = path.indexOf(current);
  if (at < 0 || current === 'completed') return [];
  return [path[at + 1], 'cancelled'].filter((step): step is FulfilmentStep => !!step);
}

/** Only a paid order is fulfilled; the rest wait for their money (or never get it). */
export const canFulfil = (status: OrderStatus) => status === 'paid';
