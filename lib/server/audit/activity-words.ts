// Each kind of entry in the activity log, and how the owner reads it in the console. Free of server code.

export const activityWords = {
  sign_in: 'Signed in',
  sign_in_refused: 'Sign-in refused',
  sign_in_blocked: 'Sign-in refused: too many attempts',
  two_factor_refused: 'Authenticator code refused',
  sign_out: 'Signed out',
  account_added: 'Account added',
  account_removed: 'Account removed',
  account_reset: 'Account reset (new link)',
  password_set: 'Password set with a link',
  password_changed: 'Password changed',
  two_factor_on: 'Second factor turned on',
  two_factor_off: 'Second factor turned off',
  two_factor_required: 'Second factor required for everyone',
  two_factor_optional: 'Second factor made optional',
  recovery_codes_renewed: 'New recovery codes made',
  fulfilment_step: 'Order moved to a step',
  note_added: 'Note added',
  paystack_checked: 'Checked with Paystack',
  csv_downloaded: 'CSV downloaded',
  refund_asked: 'Refund asked of Paystack',
  refund_retried: 'Refund asked again',
  reconciled: 'Compared the books with Paystack',
  catalogue_added: 'Added to the catalogue',
  catalogue_changed: 'Catalogue entry changed',
  catalogue_archived: 'Taken out of the catalogue',
  catalogue_restored: 'Put back in the catalogue',
  catalogue_moved: 'Catalogue order changed',
  catalogue_imported: 'Catalogue imported',
} as const;

export type ActivityAction = keyof typeof activityWords;
