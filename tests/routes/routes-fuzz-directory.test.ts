/** @jest-environment node */
// Property test of 'Add Your Business', called as Next calls its route against a real embedded database and sharp:
// whatever bytes arrive (a multipart form with any field made hostile, a photo that is none or is cut short, the form
// itself cut short or with a stray byte, or noise), with whatever headers, never a 5xx, never a stack trace, and a
// refused request changes no row.
import fc from 'fast-check';
import sharp from 'sharp';
import * as applyRoute from '@/app/(site)/directory/apply/send/route';
import { callRoute, FUZZ_TIMEOUT_MS, openFuzzShop, type FuzzShop } from '../support/fuzz-shop';
import { hostileHeaders, hostileText, methodOf } from '../support/hostile-input';
import { fuzzRoute } from '../support/route-fuzz';

let shop: FuzzShop;
let photo: Uint8Array;
beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  shop = await openFuzzShop([]);
}, 60_000);
afterAll(() => shop.close());

const BOUNDARY = '----mhv-fuzz-7MA4YWxkTrZu0gW';
const toTheForm = {
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  host: 'shop.test',
  origin: 'http://shop.test',
};

const valid: Record<string, string> = {
  companyName: 'Fuzz Forest Teas',
  shortDescription: 'Herbal teas from the forest.',
  briefDescription: 'We gather leaves at dawn.\nVisit on market days.',
  location: 'Kumasi, Ashanti Region',
  phone: '024 400 0123',
  email: '',
  website: 'https://forestteas.example',
  applicantName: 'Akosua Boateng',
  applicantPhone: '',
  applicantEmail: 'akosua@example.com',
  fax: '',
};

/** The form's bytes as a browser writes them: each field a part, then the photo's part when there is one. */
function multipart(fields: [string, string][], file: Uint8Array | null): Uint8Array {
  const text = new TextEncoder();
  const part = (headers: string) => text.encode(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
  const chunks: Uint8Array[] = [];
  for (const [name, value] of fields)
    chunks.push(part(`Content-Disposition: form-data; name="${name}"`), text.encode(`${value}\r\n`));
  if (file)
    chunks.push(
      part('Content-Disposition: form-data; name="photo"; filename="shop.jpg"\r\nContent-Type: image/jpeg'),
      file,
      text.encode('\r\n'),
    );
  chunks.push(text.encode(`--${BOUNDARY}--\r\n`));
  return Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
}

/** Every field, with at most one made hostile or left out, and now and then one more. */
const fields = fc
  .tuple(
    fc.constantFrom(...Object.keys(valid)),
    fc.oneof({ arbitrary: fc.constant<string | null>(null), weight: 3 }, hostileText, fc.constant(undefined)),
    fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, fc.tuple(hostileText, hostileText)),
  )
  .map(([name, value, extra]) => {
    const chosen = Object.entries(valid).flatMap(([key, usual]): [string, string][] => {
      if (key !== name || value === null) return [[key, usual]];
      return value === undefined ? [] : [[key, value]];
    });
    return extra ? [...chosen, extra] : chosen;
  });

/** The photo: a real one, none, noise, or a real one cut short. */
const file = () =>
  fc.oneof(
    { arbitrary: fc.constant(photo), weight: 4 },
    fc.constant(null),
    fc.uint8Array({ maxLength: 200 }),
    fc.integer({ min: 1, max: photo.length - 1 }).map((cut) => photo.slice(0, cut)),
  );

/** Made once the photo is, inside the test. */
const formBytes = () =>
  fc.tuple(fields, file()).chain(([form, image]) => {
    const whole = multipart(form, image);
    return fc.oneof(
      { arbitrary: fc.constant(whole), weight: 6 },
      fc.integer({ min: 0, max: whole.length - 1 }).map((cut) => whole.slice(0, cut)),
      fc
        .tuple(fc.integer({ min: 0, max: whole.length - 1 }), fc.integer({ min: 0, max: 0xff }))
        .map(([at, byte]) => Uint8Array.from([...whole.slice(0, at), byte, ...whole.slice(at)])),
      fc.uint8Array({ maxLength: 300 }),
    );
  });

it(
  'POST /directory/apply/send: raw bytes of any kind, with any headers',
  async () => {
    const cases = fc.record({
      method: methodOf('POST'),
      headers: fc.oneof(
        { arbitrary: fc.constant(toTheForm), weight: 4 },
        hostileHeaders.map((headers) => ({ ...toTheForm, ...headers })),
        fc
          .constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=other',
            'application/x-www-form-urlencoded',
          )
          .map((type) => ({ ...toTheForm, 'content-type': type })),
        hostileHeaders,
      ),
      bytes: formBytes(),
    });
    const statuses = await fuzzRoute({
      name: 'POST /directory/apply/send (bytes)',
      cases,
      send: ({ method, headers, bytes: body }) =>
        callRoute(applyRoute, {
          method,
          path: '/directory/apply/send',
          query: '',
          headers,
          body: body as unknown as string,
        }),
      check: (response, body) => {
        if (response.status === 303) expect(response.headers.get('location')).toBe('/directory/apply#sent');
        // The route's own refusals are a page with the reason; the guard's (method, rate) are its JSON.
        if (response.status >= 400 && ![405, 429].includes(response.status))
          expect(body).toContain('Your application was not sent');
      },
    });
    // Some were kept, some refused for their fields, some for their photo or their form.
    expect([statuses[303], statuses[400], statuses[415]]).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
  },
  FUZZ_TIMEOUT_MS,
);
