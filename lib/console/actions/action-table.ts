import 'server-only';
import { changePasswordAction, recoveryCodesAction, signOutAction } from './account';
import { twoFactorConfirmAction, twoFactorDisableAction, twoFactorEnableAction } from './account';
import { bookingCancelAction, bookingMarkAction, bookingMoveAction } from '../bookings/booking-actions';
import { bookingRulesAction, consultationSaveAction, personHoursAction } from '../bookings-settings/settings-actions';
import { archiveAction, moveAction } from './catalogue-order';
import { saveListingAction, savePersonAction, saveProductAction, saveVideoAction } from './catalogue-save';
import { checkPaystackAction, fulfilAction, noteAction } from './orders';
import { inboxDeleteCareAction, inboxNoteAction, inboxStateAction } from '../inbox/inbox-actions';
import { inboxApproveAction, inboxDeclineAction } from '../inbox/application-actions';
import { reconcileAction } from './reconcile';
import { refundAction, retryRefundAction } from './refunds';
import { setPasswordAction } from './set-password';
import { signInAction } from './sign-in';
import { stockAction } from './stock';
import { addStaffAction, removeStaffAction, requireTwoFactorAction, resetStaffAction } from './team';
import { twoFactorAction } from './two-factor';

// Every form the console posts, by the name in its address (/staff/actions/<name>). One route serves them all, so the
// server code they share (sessions, the database) is built once rather than once per form: the Cloudflare Worker has
// a size limit.
const consoleActions = {
  'add-staff': addStaffAction,
  'booking-cancel': bookingCancelAction,
  'booking-mark': bookingMarkAction,
  'booking-move': bookingMoveAction,
  'booking-rules-save': bookingRulesAction,
  'catalogue-archive': archiveAction,
  'catalogue-move': moveAction,
  'change-password': changePasswordAction,
  'check-paystack': checkPaystackAction,
  'consultation-save': consultationSaveAction,
  fulfil: fulfilAction,
  'inbox-approve': inboxApproveAction,
  'inbox-decline': inboxDeclineAction,
  'inbox-delete-care': inboxDeleteCareAction,
  'inbox-note': inboxNoteAction,
  'inbox-state': inboxStateAction,
  'listing-save': saveListingAction,
  note: noteAction,
  'person-hours-save': personHoursAction,
  'person-save': savePersonAction,
  'product-save': saveProductAction,
  reconcile: reconcileAction,
  'recovery-codes': recoveryCodesAction,
  refund: refundAction,
  'refund-retry': retryRefundAction,
  'remove-staff': removeStaffAction,
  'require-two-factor': requireTwoFactorAction,
  'reset-staff': resetStaffAction,
  'set-password': setPasswordAction,
  'sign-in': signInAction,
  'sign-out': signOutAction,
  'stock-save': stockAction,
  'two-factor': twoFactorAction,
  'two-factor-confirm': twoFactorConfirmAction,
  'two-factor-disable': twoFactorDisableAction,
  'two-factor-enable': twoFactorEnableAction,
  'video-save': saveVideoAction,
};

export type ConsoleActionName = keyof typeof consoleActions;

/** The action of that name, or undefined for any other (including names such as 'constructor'). */
export function consoleActionNamed(name: string) {
  return Object.hasOwn(consoleActions, name) ? consoleActions[name as ConsoleActionName] : undefined;
}
