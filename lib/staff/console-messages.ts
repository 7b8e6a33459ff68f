import { LINK_HOURS } from './console-limits';

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
} as const;

/** Refusals of a request itself, answered with their HTTP status. */
export const consoleRefusals = {
  signedOut: 'Your session has ended. Sign in again.',
  ownerOnly: 'Only the owner can do this.',
  twoFactorFirst: 'Turn on the second factor before using the console.',
  crossOrigin: 'This form must be sent from the staff console itself.',
  method: 'Use the console’s forms: this address only takes a form post.',
  contentType: 'Send the form as application/x-www-form-urlencoded.',
  tooLarge: 'The form is too large.',
  unavailable: 'The order book cannot be reached right now. Nothing was changed. Try again in a minute.',
  internal: 'Something went wrong on our side. Nothing was changed. Try again.',
} as const;

export type ConsoleNotice = keyof typeof consoleNotices;
export type ConsoleError = keyof typeof consoleErrors;
