// The words the database stores in its text columns (an order's status and step, how it was paid, a staff account's
// role), each list written once. The tables type their columns with these, and the shop, Paystack's terms and the
// console read them from here. Free of server code, so the checkout's browser code may read them too.
import { CONSULTATION_PLACES } from '@/content/schema/consultation';

export const orderStatuses = ['pending', 'paid', 'failed', 'abandoned', 'amount_mismatch'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Who told us: the checkout creating it, the browser's return from the popup, our verify call, Paystack's webhook,
 * a member of staff pressing 'Check with Paystack' in the console, or the shop's own checks of orders left pending.
 */
export type StatusSource = 'checkout' | 'browser' | 'verify' | 'webhook' | 'staff' | 'reconcile';

/** The buyer's Payment Mode: mobile money first, card second. */
export const PAYMENT_MODES = ['Momo', 'Card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How the buyer receives the goods: collected at the centre, or brought to an address. */
export type DeliveryMethod = 'pickup' | 'delivery';

/** What happens to a paid order after the money: the steps staff move it through, in order, and the way out. */
export const fulfilmentSteps = [
  'new',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];

/** One product of an order, as it was priced when the order was placed. */
export interface OrderLine {
  productId: number;
  name: string;
  /** pesewas */
  unitPrice: number;
  quantity: number;
}

/**
 * The kinds of staff account. The owner does everything; staff run orders, fulfilment and bookings; care reads the care
 * centre's follow-ups and the contact messages, and nothing of the shop.
 */
export const staffRoles = ['owner', 'staff', 'care'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles that run the shop (orders, bookings, the catalogue): every console page of the shop refuses the others. */
export const shopRoles: readonly StaffRole[] = ['owner', 'staff'];

/** What visitors send the staff inbox: an assessment's care follow-up, a contact message, a directory application. */
export const inboxKinds = ['care', 'message', 'application'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** Where an inbox item stands: new until someone has dealt with it, then done. */
export const inboxStates = ['new', 'done'] as const;
export type InboxState = (typeof inboxStates)[number];

/** What the catalogue holds: the shop's products, the teaching videos, directory listings, the people on /about. */
export const catalogueKinds = ['product', 'video', 'listing', 'person'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/**
 * Where a hold of an order line stands: `held` until paid or its time runs out (a hold whose `expires_at` has passed
 * counts for nothing, whatever its state says), `sold` once paid, `released` when its time ran out or the order went
 * unpaid, `returned` when a cancel or a refund put its units back, `oversold` when it was paid with no units left.
 */
export type HoldState = 'held' | 'sold' | 'released' | 'returned' | 'oversold';

/** Why a product's count moved: each line of the stock ledger says one of these. */
export type StockReason = 'sale' | 'hold' | 'release' | 'restock' | 'correction' | 'cancel' | 'refund';

/** Where a consultation happens, as content/ writes it. */
export const consultationPlaces = CONSULTATION_PLACES;
export type ConsultationPlace = (typeof consultationPlaces)[number];

/**
 * A booking's life: 'held' from Pay Now until paid ('booked') or until its hold ends ('expired'); a payment that
 * arrives for a time taken meanwhile is 'double-booked', for the owner to move or refund.
 */
export const bookingStatuses = [
  'held',
  'expired',
  'booked',
  'double-booked',
  'cancelled',
  'attended',
  'no-show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
