// What a visitor's browser may read when the guard refuses a request. The detail of every failure goes to the
// server log only.
export const GUARD_MESSAGES = {
  postOnly: 'Method not allowed. Use POST.',
  getOnly: 'Method not allowed. Use GET.',
  duplicatePending: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  tooLarge: 'The request body is too large.',
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  notForm: 'The request body must be a form (Content-Type: application/x-www-form-urlencoded).',
  crossOrigin: 'This form can only be sent from a page of this site.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  badJson: 'The request body is not valid JSON.',
  badText: 'Text in the request holds a character that cannot be kept (a NUL, or half of an emoji).',
  unreadable: 'The request body could not be read.',
  badKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used with a different request.',
  uriTooLong: 'The address of the request is too long.',
  badRequest: 'Bad request.',
} as const;
