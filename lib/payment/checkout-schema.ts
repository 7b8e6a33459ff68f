import { z } from 'zod';
import { PAYMENT_MODES } from '@/lib/payment/checkout-request';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/cart/cart-line';

export const MAX_NAME_LENGTH = 100;
export const MAX_PHONE_LENGTH = 32;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ORDER_LINES = 50;

export const checkoutErrors = {
  notAnObject: 'The order must be a JSON object.',
  required: 'All fields are required.',
  nameTooLong: `Your name must be at most ${MAX_NAME_LENGTH} characters.`,
  phoneTooLong: `The phone number must be at most ${MAX_PHONE_LENGTH} characters.`,
  email: 'Please enter a valid email address.',
  paymentMode: 'Payment Mode must be Momo or Card.',
  emptyCart: 'Your cart is empty.',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different products.`,
  productId: 'Each product id must be a whole number.',
  quantity: `Each quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  duplicate: 'Each product may appear only once in an order.',
  unexpected: (keys: string[]) => `Unexpected field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`,
};

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: checkoutErrors.required })
    .trim()
    .min(1, { error: checkoutErrors.required })
    .max(max, { error: tooLong });

const orderLine = z.strictObject({
  id: z
    .number({ error: checkoutErrors.productId })
    .int({ error: checkoutErrors.productId })
    .positive({ error: checkoutErrors.productId }),
  quantity: z
    .number({ error: checkoutErrors.quantity })
    .int({ error: checkoutErrors.quantity })
    .min(MIN_QUANTITY, { error: checkoutErrors.quantity })
    .max(MAX_QUANTITY, { error: checkoutErrors.quantity }),
});

/** The reference request: exactly these fields (any other is refused), prices never among them. */
export const checkoutSchema = z.strictObject({
  name: requiredText(MAX_NAME_LENGTH, checkoutErrors.nameTooLong),
  phone: requiredText(MAX_PHONE_LENGTH, checkoutErrors.phoneTooLong),
  email: requiredText(MAX_EMAIL_LENGTH, checkoutErrors.email).pipe(z.email({ error: checkoutErrors.email })),
  paymentMode: z.enum(PAYMENT_MODES, { error: checkoutErrors.paymentMode }),
  items: z
    .array(orderLine, { error: checkoutErrors.emptyCart })
    .min(1, { error: checkoutErrors.emptyCart })
    .max(MAX_ORDER_LINES, { error: checkoutErrors.tooManyLines })
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      error: checkoutErrors.duplicate,
    }),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** One clear sentence for the first problem, for the checkout's red error line. */
export function checkoutIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return checkoutErrors.notAnObject;
  if (issue.code === 'unrecognized_keys') return checkoutErrors.unexpected(issue.keys);
  if (issue.path.length === 0) return checkoutErrors.notAnObject;
  return issue.message;
}
