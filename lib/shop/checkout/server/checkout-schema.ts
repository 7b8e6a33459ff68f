import 'server-only';
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/shop/cart/cart-line';
import { PAYMENT_MODES } from '@/lib/server/db/stored-values';
import { MAX_ORDER_LINES } from '@/lib/shop/checkout/checkout-contract';
import { buyerContactFields } from '@/content/schema/buyer-contact';
import { orderRefusals as refusal } from '@/lib/shop/checkout/checkout-messages';
import { MAX_ADDRESS_LENGTH, MAX_GPS_LENGTH, MAX_ZONE_LENGTH, normaliseGps } from '@/lib/shop/checkout/delivery-choice';

const orderLine = z.strictObject({
  id: z.number({ error: refusal.productId }).int({ error: refusal.productId }).positive({ error: refusal.productId }),
  quantity: z
    .number({ error: refusal.quantity })
    .int({ error: refusal.quantity })
    .min(MIN_QUANTITY, { error: refusal.quantity })
    .max(MAX_QUANTITY, { error: refusal.quantity }),
});

const deliveryChoice = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('pickup') }),
    z.strictObject({
      method: z.literal('delivery'),
      zone: z
        .string({ error: refusal.deliveryArea })
        .trim()
        .min(1, { error: refusal.deliveryArea })
        .max(MAX_ZONE_LENGTH),
      address: z
        .string({ error: refusal.deliveryAddress })
        .trim()
        .min(1, { error: refusal.deliveryAddress })
        .max(MAX_ADDRESS_LENGTH, { error: refusal.addressTooLong }),
      // Empty means none; anything else must be a GhanaPost GPS address, kept in its written form.
      gps: z
        .string({ error: refusal.gps })
        .max(MAX_GPS_LENGTH, { error: refusal.gps })
        .optional()
        .transform((typed, ctx) => {
          if (!typed?.trim()) return null;
          const gps = normaliseGps(typed);
          if (!gps) ctx.addIssue({ code: 'custom', message: refusal.gps });
          return gps;
        }),
    }),
  ],
  { error: refusal.deliveryMethod },
);

/** The reference request: exactly these fields (any other is refused), prices and fees never among them. */
export const checkoutSchema = z.strictObject({
  ...buyerContactFields,
  paymentMode: z.enum(PAYMENT_MODES, { error: refusal.paymentMode }),
  items: z
    .array(orderLine, { error: refusal.emptyCart })
    .min(1, { error: refusal.emptyCart })
    .max(MAX_ORDER_LINES, { error: refusal.tooManyLines })
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      error: refusal.duplicate,
    }),
  delivery: deliveryChoice.default({ method: 'pickup' }),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** One clear sentence for the first problem, for the checkout's red error line. */
export function checkoutIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return refusal.notAnObject;
  if (issue.code === 'unrecognized_keys') return refusal.unexpected(issue.keys);
  if (issue.path.length === 0) return refusal.notAnObject;
  return issue.message;
}
