import { site } from '@/content/site';
import type { OrderStatus, StatusSource } from '@/lib/server/db/stored-values';
import { LINK_HOURS } from '@/lib/auth/session-limits';
import { CHECK_AFTER_MINUTES, RECONCILE_DAYS } from './console-limits';

// Every sentence the staff console shows, written once. Pages show a notice or an error after a form was sent by
// its key in the address (?notice=…, ?error=…), so no visitor-written text is ever echoed back.

export const consoleNotices = {
  signedOut: 'You are signed out.',
  passwordSet: 'Your password is set. Sign in with it.',
  passwordChanged: 'Your password is changed. Your other sessions have ended.',
  twoFactorPending: 'Scan the code with your authenticator app, keep the recovery codes, then enter a code to finish.',
  twoFactorOn: 'The second factor is on. Sign-in now asks for a code from your app.',
  twoFactorOff: 'The second factor is off.',
  twoFactorNeeded: 'The owner asks every account to use a second factor. Turn it on to continue.',
  recoveryCodes: 'New recovery codes are below. The old ones no longer work.',
  requiredOn: 'Every account must now use a second factor.',
  requiredOff: 'The second factor is now each person’s choice.',
  added: 'The account is added. Send its link to the person: it works once, for 24 hours.',
  reset: 'The account is reset. Send the new link to the person.',
  removed: 'The account is removed. Its sessions have ended.',
  stepped: 'The order has moved on.',
  noted: 'Your note is added.',
  checked: 'Paystack was asked about this payment.',
  already: 'The order is at that step already.',
  refundAsked:
    'Paystack has the refund. The order shows it as refunded once Paystack has sent the money, and the buyer gets an e-mail then.',
  refundRepeated: 'This refund was sent already: nothing more was asked of Paystack.',
  reconciled: 'Paystack’s books were compared with the order book. The result is below.',
} as const;

export const consoleErrors = {
  badLogin: 'Wrong e-mail or password.',
  tooMany: 'Too many attempts. Try again in 15 minutes.',
  badCode: 'That code is not right. Try the newest code from your app, or a recovery code.',
  codeExpired: 'The sign-in took too long. Enter your e-mail and password again.',
  linkInvalid: `This link does not work: it was used already, is older than ${LINK_HOURS} hours, or belongs to an account that was reset or removed. Ask the owner for a new one.`,
  passwordShort: 'The password must be at least 12 characters.',
  passwordLong: 'The password must be at most 128 characters.',
  passwordCommon: 'This password is too common or too easy to guess. Choose another.',
  passwordMismatch: 'The two passwords are not the same.',
  wrongPassword: 'Your password is not right.',
  twoFactorRequired: 'The owner requires a second factor of every account, so it cannot be turned off.',
  conflict: 'Someone else changed this order a moment ago. Nothing was changed: here is the order as it is now.',
  stepNotAllowed: 'This order cannot move to that step from where it is now.',
  notPaid: 'Only a paid order can be fulfilled.',
  reasonRequired: 'Say why the order is cancelled.',
  unknownOrder: 'There is no order with that reference.',
  tooEarly: 'Paystack can be asked once an order has waited 15 minutes.',
  paystackDown: 'Paystack could not be reached. Nothing was changed. Try again in a few minutes.',
  email: 'Give a valid e-mail address.',
  exists: 'An account with that e-mail exists already.',
  unknown: 'No staff account has that e-mail.',
  lastOwner: 'This is the only owner: make another account an owner first.',
  refundAmount: 'Give the amount to refund in cedis, more than zero, such as 25 or 12.50.',
  refundReason: 'Say why the money goes back.',
  refundTooMuch: 'That is more than is left to refund. Nothing was asked of Paystack.',
  refundNotPaid: 'Only a paid order can be refunded.',
  refundRefused: 'Paystack refused this refund, so nothing was refunded. Its reason is shown beside the refund.',
  refundNoAnswer:
    'Paystack did not answer, so nothing is recorded as refunded. In a minute, press “Ask Paystack again” beside the refund: it checks with Paystack first, so the buyer is never refunded twice.',
  refundBusy: 'This refund is being asked of Paystack right now. Wait a minute, then look again.',
  badDay:
    'A day in the filter is not a date of the calendar (such as 31 February), so the list is not limited by it. Choose the day again.',
} as const;

/** Refusals of a request itself, answered with their HTTP status. */
export const consoleRefusals = {
  signedOut: 'Your session has ended. Sign in again.',
  ownerOnly: 'Only the owner can do this.',
  noSuchItem: 'There is no such item in your inbox.',
  shopOnly: 'Only the shop’s staff and the owner can do this.',
  twoFactorFirst: 'Turn on the second factor before using the console.',
  crossOrigin: 'This form must be sent from the staff console itself.',
  method: 'Use the console’s forms: this address only takes a form post.',
  noSuchForm: 'The console has no such form.',
  contentType: 'Send the form as application/x-www-form-urlencoded.',
  tooLarge: 'The form is too large.',
  photoContentType: 'Send the form as multipart/form-data (with a photo) or application/x-www-form-urlencoded.',
  /** Followed by the largest size, in MB. */
  photoTooLarge: 'The photo is too large: choose one smaller than',
  unexpectedFile: 'This form takes no file other than its photo.',
  unreadableForm: 'The form could not be read. Send it again.',
  badCharacter: 'A field of the form holds a character the console cannot keep (NUL). Type it again.',
  unavailable: 'The order book cannot be reached right now. Nothing was changed. Try again in a minute.',
  internal: 'Something went wrong on our side. Nothing was changed. Try again.',
} as const;

export type ConsoleNotice = keyof typeof consoleNotices;
export type ConsoleError = keyof typeof consoleErrors;

/** Each payment status in a few words, for the console's list, filter and order page (the receipt's are longer). */
export const paymentLabels: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Payment failed',
  abandoned: 'Payment not completed',
  amount_mismatch: 'Wrong amount paid',
};

/** Who told the order book about a payment, in words. */
export const paymentSourceWords: Record<StatusSource, string> = {
  checkout: 'the checkout',
  browser: 'the buyer’s browser',
  verify: 'a check with Paystack',
  webhook: 'Paystack’s notice',
  staff: 'staff (Check with Paystack)',
  reconcile: 'the shop’s own check with Paystack',
};

/** Each dispute event Paystack sends, in words. */
export const disputeEventWords: Record<string, string> = {
  'charge.dispute.create': 'Dispute opened',
  'charge.dispute.remind': 'Paystack’s reminder',
  'charge.dispute.resolve': 'Dispute resolved',
};

/** The explanations beside the console's forms and lists. */
export const consoleTexts = {
  recoveryCodeWorks: 'No phone at hand? One of your recovery codes works instead: open “Use a recovery code” below.',
  passwordRule:
    'Use 12 to 128 characters. Any characters work, spaces too: a few words you will remember make a good password. Common or easy-to-guess passwords are refused.',
  noOrders: 'No orders match. Clear the filter to see every order.',
  noOrdersYet: 'No orders yet. Paid and waiting orders show here as soon as buyers place them.',
  pendingWait: `Paystack usually tells the shop about a payment within minutes. If this order still waits ${CHECK_AFTER_MINUTES} minutes after it was placed, you can ask Paystack from here.`,
  pendingAsk:
    'Paystack has not told the shop about this payment yet. Ask it now: a payment it confirms makes the order paid.',
  cancelWarning: 'Cancelling cannot be undone. The buyer is not e-mailed: call or message them about their money.',
  tellBuyer: 'The buyer was also e-mailed about this step. Send the same words on WhatsApp if they prefer it.',
  noNotes: 'No notes yet.',
  reconcileExplained: `The shop checks every order still waiting for payment with Paystack by itself, from 10 minutes after it was placed until 48 hours. Here you can also compare everything Paystack has for the last ${RECONCILE_DAYS} days (payments and refunds) with the order book: orders still waiting are settled, and every difference is listed.`,
  reconcileCommand:
    'On the server, `npm run reconcile -- --from 2026-11-01 --to 2026-11-30` does the same for any period.',
  noReconcileRun: 'No comparison has been made yet.',
  noDifferences: 'No differences: Paystack’s books and the order book agree.',
  refundHint:
    'Paystack sends it back to the wallet or card the buyer paid with. The buyer is e-mailed once the money is on its way.',
  disputeHelp:
    'The buyer’s bank disputes this payment. Answer in Paystack’s dashboard before the date below, with proof that the order was delivered.',
  twoFactorExplained:
    'A second factor keeps your account safe even if someone learns your password: after the password, sign-in asks for a 6-digit code from an authenticator app on your phone (such as Google Authenticator or Microsoft Authenticator).',
  twoFactorScan:
    'Open your authenticator app, add an account and scan this code. If you cannot scan it, type the key below instead.',
  recoveryCodesKeep:
    'Keep these recovery codes somewhere safe, away from your phone (write them on paper). Each one works once, instead of a code from the app, if you lose your phone.',
  recoveryCodesHidden:
    'Your recovery codes are not shown again. If you lost them, make new ones: the old ones then stop working.',
  twoFactorOnState: 'The second factor is on: sign-in asks for a code from your authenticator app.',
  twoFactorLocked: 'The owner requires a second factor of every account, so yours stays on.',
  resetExplained:
    'Reset ends all of the person’s sessions, removes their password and second factor, and makes a new link for them to start again.',
  removeWarning: 'The account is removed at once and its sessions end. Its entries in the activity log stay.',
  linkWaiting: `This account waits for its link. Send it to the person: it works once, for ${LINK_HOURS} hours.`,
  linkExpired: 'Its link has expired or was used. Reset the account to make a new one.',
  requiredOnState: 'Required: every account must use a second factor before it can use the console.',
  requiredOffState: 'Not required: each person may turn a second factor on for their own account.',
  activityKept:
    'Every sign-in and every change made in the console is written here. Nobody can change or delete an entry, not even the owner.',
  noActivity: 'Nothing is logged yet.',
  cspReportsExplained:
    'What visitors’ browsers reported the public pages blocking: a script or style the site does not allow. A blocked script can stop a page working (the cart, Pay Now, a form); one marked “extension” comes from an add-on in the visitor’s own browser. Counts nobody has reported for 90 days are deleted.',
  noCspReports: 'No page has reported a blocked script or style.',
  notYourPage: 'Your account cannot see this page. The owner decides who sees what.',
  notFound: 'There is no order or page at this address.',
  pageFailed: 'The console could not load this page',
  pageFailedHelp:
    'Opening a page changes nothing, so nothing is lost. Try again in a minute; if it keeps happening, tell the owner.',
} as const;

/** The message that carries a set-password link to its person, by WhatsApp or e-mail. */
export const linkMessage = {
  subject: `Your ${site.brand} staff console account`,
  body: (link: string) =>
    `Hello, here is your link to the ${site.brand} staff console. Open it to choose your password: ${link} It works once, for ${LINK_HOURS} hours.`,
};
