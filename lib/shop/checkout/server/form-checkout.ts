import 'server-only';
import { z } from 'zod';
import { isSameOrigin, isSecureRequest, requestOrigin } from '@/lib/auth/request-context';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { PAYMENT_MODES } from '@/lib/server/db/stored-values';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { failure } from '@/lib/server/http/guard/respond';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { cookieValue } from '@/lib/shop/cart/cart-cookie';
import { CART_PATH } from '@/lib/shop/cart/cart-forms';
import { readServerCart, signedCookieValue, verifiedCookieText } from '@/lib/shop/cart/server-cart';
import { orderFromForm, type CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { CHECKOUT_KEY_FIELD, REFUSED_CHECKOUT_QUERY, type PlacedOrder } from '@/lib/shop/checkout/checkout-contract';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '@/content/schema/buyer-contact-limits';
import { checkoutMessages, orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { MAX_ADDRESS_LENGTH, MAX_GPS_LENGTH, MAX_ZONE_LENGTH } from '@/lib/shop/checkout/delivery-choice';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { siteUrl } from '@/lib/site/site-url';

// The checkout on /cart as a browser posts it when the page's code has not run: the drawer's fields, checked by the
// drawer's own rules, then the order placed by exactly what POST /api/generateReference runs (placeOrder: the
// server's prices, the stock holds, the order recorded before Paystack is asked), once per form (a double tap or a
// reload gets the first answer again). The buyer is then sent to Paystack's own checkout page, which sends them back
// to the order's receipt. A refusal sends the browser back to /cart, which shows the sentence above the fields with
// what was typed, kept for a few minutes in a signed cookie of the browser's own (nothing is stored on the server).

const REFUSED_COOKIE = 'mhv_checkout';
/** Long enough to read the sentence and fix a field, short enough that a shared phone soon forgets the details. */
const REFUSED_COOKIE_SECONDS = 15 * 60;
/** Below the 4 kB a browser keeps of one cookie, with room for its name and attributes. */
const MAX_COOKIE_VALUE = 3600;
/** The form's fields at their longest, in any script, well within a body this size. */
const MAX_CHECKOUT_FORM_BYTES = 8 * 1024;

const refusedCheckout = z.object({
  error: z.string().max(500),
  fields: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    paymentMode: z.enum(PAYMENT_MODES),
    delivery: z.enum(['pickup', 'delivery']),
    zone: z.string(),
    address: z.string(),
    gps: z.string(),
  }),
});
export type RefusedCheckout = z.infer<typeof refusedCheckout>;

/** The form as the drawer's fields; null when its payment mode is not one the shop takes. */
function fieldsOf(form: URLSearchParams): CheckoutFields | null {
  const paymentMode = PAYMENT_MODES.find((mode) => mode === form.get('paymentMode'));
  if (!paymentMode) return null;
  const text = (name: string) => form.get(name) ?? '';
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    paymentMode,
    delivery: form.get('delivery') === 'delivery' ? 'delivery' : 'pickup',
    zone: text('zone'),
    address: text('address'),
    gps: text('gps'),
  };
}

/** For /cart only, and never for the page's code. */
const refusedAttributes = (secure: boolean) => `Path=${CART_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The refusal's cookie: the sentence and what was typed, each field cut to the longest the shop accepts. */
async function refusedCookie(state: RefusedCheckout, secure: boolean): Promise<string> {
  const { fields } = state;
  const cut: CheckoutFields = {
    ...fields,
    name: fields.name.slice(0, MAX_NAME_LENGTH),
    phone: fields.phone.slice(0, MAX_PHONE_LENGTH),
    email: fields.email.slice(0, MAX_EMAIL_LENGTH),
    zone: fields.zone.slice(0, MAX_ZONE_LENGTH),
    address: fields.address.slice(0, MAX_ADDRESS_LENGTH),
    gps: fields.gps.slice(0, MAX_GPS_LENGTH),
  };
  let value = await signedCookieValue(REFUSED_COOKIE, JSON.stringify({ error: state.error, fields: cut }));
  // A long address in a script of three bytes a letter: the sentence and the other fields still come back.
  if (value.length > MAX_COOKIE_VALUE)
    value = await signedCookieValue(
      REFUSED_COOKIE,
      JSON.stringify({ error: state.error, fields: { ...cut, address: '' } }),
    );
  return `${REFUSED_COOKIE}=${value}; Max-Age=${REFUSED_COOKIE_SECONDS}; ${refusedAttributes(secure)}`;
}

const forgetRefused = (secure: boolean) => `${REFUSED_COOKIE}=; Max-Age=0; ${refusedAttributes(secure)}`;

/** The refused checkout this browser was sent back with (for /cart?checkout=refused); null for none or a forged one. */
export async function readRefusedCheckout(headers: Pick<Headers, 'get'>): Promise<RefusedCheckout | null> {
  const value = cookieValue(headers.get('cookie'), REFUSED_COOKIE);
  const text = value ? await verifiedCookieText(REFUSED_COOKIE, value) : null;
  if (!text) return null;
  try {
    return refusedCheckout.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The refusal's sentence, from an answer of placeOrder or of the once-per-form guard. */
async function refusalOf(answer: { body: unknown } | Response): Promise<string> {
  const body = answer instanceof Response ? await answer.json().catch(() => null) : answer.body;
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : checkoutMessages.checkoutFailed;
}

/** Everything the route of the checkout form exports. */
export function checkoutFormRoute() {
  return formPostRoute(
    async (form, request, { requestId }, once) => {
      const secure = isSecureRequest(request.headers, request.url);
      // Another site's form cannot place an order in this browser's name: SameSite keeps the cart away, this refuses.
      if (!isSameOrigin(request.headers, secure)) return failure(403, GUARD_MESSAGES.crossOrigin, requestId);
      const key = form.get(CHECKOUT_KEY_FIELD) ?? '';
      if (!/^[\w-]{16,64}$/.test(key))
        return failure(400, 'The checkout form is incomplete: open /cart again.', requestId);
      const fields = fieldsOf(form);
      if (!fields) return failure(400, orderRefusals.paymentMode, requestId);

      const back = async (error: string) =>
        new Response(null, {
          status: 303,
          headers: [
            ['Location', `${CART_PATH}?${REFUSED_CHECKOUT_QUERY.name}=${REFUSED_CHECKOUT_QUERY.value}`],
            ['Cache-Control', 'private, no-store'],
            ['Set-Cookie', await refusedCookie({ error, fields }, secure)],
          ],
        });
      // Paystack's checkout page needs the secret key; without it the shop takes orders on WhatsApp only.
      if (!paystackSecretKey()) return back(checkoutMessages.notConfigured);
      const drafted = orderFromForm(fields, await readServerCart(request.headers));
      if (!drafted.ok) return back(drafted.message);

      const returnOrigin = requestOrigin(request.headers, secure) ?? siteUrl().origin;
      const outcome = await once(key, (input) => placeOrder(input, returnOrigin), drafted.order);
      if (outcome instanceof Response) return back(await refusalOf(outcome));
      if (outcome.answer.status !== 200) return back(await refusalOf(outcome.answer));
      const { authorizationUrl } = outcome.answer.body as PlacedOrder;
      if (!authorizationUrl) return back(checkoutMessages.checkoutFailed);
      return new Response(null, {
        status: 303,
        headers: [
          ['Location', authorizationUrl],
          ['Cache-Control', 'private, no-store'],
          ['Set-Cookie', forgetRefused(secure)],
        ],
      });
    },
    { name: 'cart-checkout', maxBodyBytes: MAX_CHECKOUT_FORM_BYTES },
  );
}
