import 'server-only';
import { z } from 'zod';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { setStock } from '@/lib/shop/stock/stock-counts';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { entryFields } from '../catalogue/form-kinds';
import { MAX_REASON_LENGTH } from '../console-limits';
import { formResultCookie } from '../form-result';
import { field } from './action-helpers';
import { consoleAction } from './console-action';

// Setting a product's count from its console page, for every staff account (counting the shelf is not the owner's
// alone): a number is the units on hand, an empty field stops counting it. The low-stock mark (when the shop is
// mailed) is the owner's: a form that carries it is the owner's to send. Back to the product's page with what
// changed, or why nothing did and what was typed.

/** '' (not counted), or the digits of a whole number; anything else is answered on the form, with what was typed. */
const count = (text: string) => (text.trim() === '' ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text) : NaN);

export const stockAction = consoleAction({
  access: (input) => (input.lowThreshold === undefined ? 'staff' : 'owner'),
  schema: z.strictObject({
    id: entryFields.id.unwrap(),
    stock: field('Stock', 20),
    lowThreshold: field('The low-stock mark', 20).optional(),
    note: field('The note', MAX_REASON_LENGTH).optional(),
  }),
  async handle(input, { db, actor, secure }) {
    const page = staffRoutes.catalogueEntry('product', input.id);
    const onHand = count(input.stock);
    const threshold = input.lowThreshold === undefined ? undefined : count(input.lowThreshold);
    const fields = { stock: input.stock, lowThreshold: input.lowThreshold ?? '', note: input.note ?? '' };
    if (Number.isNaN(onHand))
      return formResultCookie({ problems: ['Stock must be a whole number, or empty.'], fields }, page, secure);
    if (threshold === null || Number.isNaN(threshold))
      return formResultCookie({ problems: ['The low-stock mark must be a whole number.'], fields }, page, secure);
    const outcome = await announcingPageRefreshes(db, () =>
      setStock(db, { productId: input.id, onHand, lowThreshold: threshold, actor, note: input.note }),
    );
    if (outcome.kind === 'missing')
      return formResultCookie({ problems: [`There is no product number ${input.id}.`] }, page, secure);
    if (outcome.kind === 'invalid') return formResultCookie({ problems: [outcome.problem], fields }, page, secure);
    const { onHand: now, available } = outcome.stock;
    const notice =
      outcome.kind === 'unchanged'
        ? 'Nothing changed.'
        : now === null
          ? 'Stock: not counted.'
          : `Stock: ${now} on hand, ${available} available.`;
    return formResultCookie({ notice }, page, secure);
  },
});
