import type { FulfilmentStep } from '@/lib/server/db/stored-values';

// Each fulfilment step in words, written once: as staff read it in the console, and as the buyer reads it on the
// receipt. Free of server code: the receipt and the console both draw it.

/** The console's names for the steps. */
export const fulfilmentLabels: Record<FulfilmentStep, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What the buyer's receipt says of a paid order at each step. */
export const fulfilmentBuyerWords: Record<FulfilmentStep, string> = {
  new: 'Received: we will start preparing your order soon',
  preparing: 'Being prepared',
  ready_for_pickup: 'Ready for you to pick up at the centre',
  out_for_delivery: 'On its way to you',
  completed: 'Completed: handed over to you',
  cancelled: 'Cancelled: we will contact you about your payment',
};
