import { z } from 'zod';
import { DELIVERY_FEE_RANGE } from '@/content/schema/rules';
import { toMinorUnits } from '@/content/schema/money';
import { text, uniqueBy } from '@/content/schema/fields';

// How orders reach buyers (content/delivery.ts): the checks the build runs, and the types the code reads.

const deliveryFee = z.number().superRefine((value, ctx) => {
  if (value < DELIVERY_FEE_RANGE.min || value > DELIVERY_FEE_RANGE.max)
    ctx.addIssue({
      code: 'custom',
      message: `must be between ${DELIVERY_FEE_RANGE.min} and ${DELIVERY_FEE_RANGE.max} cedis (found ${value})`,
    });
  else if (Math.abs(toMinorUnits(value) - value * 100) > 1e-6)
    ctx.addIssue({ code: 'custom', message: `must be in cedis with at most two decimals, e.g. 25 (found ${value})` });
});

/** Where and when buyers collect an order they chose to pick up (free). */
const deliveryPickupSchema = z.object({ place: text, hours: text });

/** One area the shop delivers to, with its fee. */
const deliveryZoneSchema = z.object({
  /** Never shown: what the checkout sends. Small letters and dashes; keep it when renaming the area. */
  id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case letters, digits or '-'" }),
  /** As buyers read it in the checkout, the receipt and the mails: 'Accra and Tema'. */
  name: text,
  /** In cedis, added to the order as its own line. */
  fee: deliveryFee,
  /** How long delivery usually takes, shown beside the area: '1 to 2 working days'. */
  days: text,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const deliveryZonesSchema = z
  .array(deliveryZoneSchema)
  .min(1, { error: 'must list at least one delivery area' })
  .superRefine(
    uniqueBy(
      (zone: { id: string; name: string }) => zone.id,
      'id',
      (zone) => `'${zone.name}'`,
    ),
  );

export const deliverySettingsSchema = z.object({ pickup: deliveryPickupSchema, zones: deliveryZonesSchema });
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
