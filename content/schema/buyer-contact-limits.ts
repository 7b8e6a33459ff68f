// Who pays, as every Pay Now asks it (an order, a consultation): a name, a phone number and an e-mail address, with
// the same limits and the same sentences wherever they are typed, so a visitor learns them once.
// Without zod, so that a page's code can carry the sentences without the schema library.

/** The longest accepted name, phone number and e-mail address (the longest an address can be). */
export const MAX_NAME_LENGTH = 100;
export const MAX_PHONE_LENGTH = 32;
export const MAX_EMAIL_LENGTH = 254;

/** Why a buyer's contact is refused, in the buyer's words. */
export const buyerContactRefusals = {
  required: 'All fields are required.',
  nameTooLong: `Your name must be at most ${MAX_NAME_LENGTH} characters.`,
  phoneTooLong: `The phone number must be at most ${MAX_PHONE_LENGTH} characters.`,
  email: 'Please enter a valid email address.',
};
