import 'server-only';
import { z } from 'zod';
import { isInStock } from '@/content/schema/rules';
import { isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { failure } from '@/lib/server/http/guard/respond';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/shop/cart/cart-line';
import { MAX_CART_LINES, type CookieLine } from '@/lib/shop/cart/cart-cookie';
import { readServerCart, serverCartCookie } from '@/lib/shop/cart/server-cart';
import { readShopProducts } from '@/lib/shop/catalogue/shop-products';

// The cart's three forms, as a browser posts them when the page's code has not run: 'Add to Cart' on the shop's
// pages, and a line's quantity and remove button on /cart. Each changes the cart cookie and sends the browser to
// /cart (303, so a reload never posts twice). When the code runs, it handles the same forms itself and never posts.

export const CART_PATH = '/cart';
/** /cart?unavailable=<id>: the product could not be added (sold out or paused meanwhile); the page says so. */
export const UNAVAILABLE_PARAM = 'unavailable';

const productId = z
  .string({ error: 'Choose a product.' })
  .regex(/^[1-9]\d{0,8}$/, 'Choose a product.')
  .transform(Number);
const quantityMessage = `The quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;
const quantity = z
  .string({ error: quantityMessage })
  .trim()
  .regex(/^\d{1,3}$/, quantityMessage)
  .transform(Number)
  .refine((value) => value >= MIN_QUANTITY && value <= MAX_QUANTITY, quantityMessage);

const forms = {
  add: z.object({ id: productId }),
  quantity: z.object({ id: productId, quantity }),
  remove: z.object({ id: productId }),
};
type CartForm = keyof typeof forms;

/** The cart after the form, or the product that could not be added. */
async function apply(
  form: CartForm,
  input: { id: number; quantity?: number },
  lines: CookieLine[],
): Promise<{ lines: CookieLine[] } | { unavailable: number } | { unknown: true }> {
  if (form === 'remove') return { lines: lines.filter((line) => line.id !== input.id) };
  if (form === 'quantity')
    return { lines: lines.map((line) => (line.id === input.id ? { ...line, quantity: input.quantity! } : line)) };
  const product = (await readShopProducts()).find((entry) => entry.id === input.id);
  if (!product) return { unknown: true };
  if (!isInStock(product)) return { unavailable: product.id };
  const present = lines.some((line) => line.id === input.id);
  return {
    lines: present
      ? lines.map((line) =>
          line.id === input.id ? { ...line, quantity: Math.min(line.quantity + 1, MAX_QUANTITY) } : line,
        )
      : [...lines, { id: input.id, quantity: 1 }],
  };
}

// A shopper without the page's code posts one of these per tap, and many phones here share one IPv4 address behind
// their carrier's NAT: the API's limit (five back to back) would refuse the sixth 'Add to Cart' of a basket. These
// posts change nothing but the browser's own cookie, so their limit only stops a flood: a full cart's lines back to
// back, then one a second.
const CART_FORM_RATE = { rateBurst: MAX_CART_LINES, ratePerMinute: 60 };

/** Everything the route of one of the cart's forms exports. */
export function cartFormRoute(form: CartForm) {
  return formPostRoute(
    async (fields, request, { requestId }) => {
      const secure = isSecureRequest(request.headers, request.url);
      // A form of another site cannot fill this browser's cart: SameSite keeps the cookie away, and this refuses it.
      if (!isSameOrigin(request.headers, secure)) return failure(403, GUARD_MESSAGES.crossOrigin, requestId);
      const parsed = forms[form].safeParse(Object.fromEntries(fields));
      if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? GUARD_MESSAGES.badRequest, requestId);
      const outcome = await apply(form, parsed.data, await readServerCart(request.headers));
      if ('unknown' in outcome) return failure(400, 'There is no such product.', requestId);
      const headers = new Headers({ 'Cache-Control': 'private, no-store' });
      if ('unavailable' in outcome) {
        headers.set('Location', `${CART_PATH}?${UNAVAILABLE_PARAM}=${outcome.unavailable}`);
      } else {
        headers.set('Location', CART_PATH);
        headers.append('Set-Cookie', await serverCartCookie(outcome.lines, secure));
      }
      return new Response(null, { status: 303, headers });
    },
    { name: `cart-${form}`, ...CART_FORM_RATE },
  );
}
