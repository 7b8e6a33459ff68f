// Generators of the odd parts a request can arrive with, for the route fuzz tests (tests/routes/*.test.ts):
// text of every troublesome kind, header values as a Node server hands them over, path segments, query strings, JSON
// and form bodies. Each yields plain data (printed as it is in a counterexample); the tests build the Request.
import fc from 'fast-check';
import { hostileNumber, unicodeText } from './arbitraries';

/**
 * Text that has broken parsers before: NUL, stray and half percent escapes, days no calendar or no database has,
 * numbers past 2^53 and past a double, prototype keys, lone surrogates, Latin-1 and UTF-8 read as Latin-1.
 */
export const HOSTILE_ATOMS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t',
  '%',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '%ZZ',
  '%2F..%2F..',
  '../../etc/passwd',
  '\\',
  '//evil.example/x',
  'https://evil.example/',
  '0000-01-01',
  '2026-02-31',
  '2026-13-01',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000100-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '0001-01-01',
  '1970-01-01T00:00:00Z',
  '9007199254740993',
  '999999999999999',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1e21',
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  '-1',
  '0',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '\ud800',
  '\udfff',
  '😀',
  'é',
  'Ɛkwa Ɔsei',
  'Ã©',
  '\u00ff\u00fe',
  '\u202e',
  '\ufeff',
  'MHV-LX2K9Q-3F2A1B9C0D',
  'GHS',
];

export const hostileAtom = fc.constantFrom(...HOSTILE_ATOMS);

/** Any of the above, alone or run together, random text of every kind, or long text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileAtom, weight: 5 },
  { arbitrary: unicodeText, weight: 2 },
  { arbitrary: fc.string({ maxLength: 24 }), weight: 1 },
  { arbitrary: fc.array(hostileAtom, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')), weight: 2 },
  { arbitrary: fc.integer({ min: 200, max: 3_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/**
 * `text` as a header value reaches a Node server: its UTF-8 bytes read one per character (Latin-1), without the NUL,
 * CR and LF no HTTP parser lets through, and trimmed.
 */
export function asHeaderValue(text: string): string {
  const bytes = [...new TextEncoder().encode(text)].filter((byte) => byte !== 0 && byte !== 10 && byte !== 13);
  return String.fromCharCode(...bytes).trim();
}

/** A header value: hostile text as it arrives, or raw Latin-1 characters. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(asHeaderValue), weight: 4 },
  {
    arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
    weight: 1,
  },
);

/** Headers the site's code reads, and some it does not. */
const HEADER_NAMES = [
  'accept',
  'authorization',
  'cf-connecting-ip',
  'content-length',
  'content-type',
  'cookie',
  'host',
  'idempotency-key',
  'origin',
  'range',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-jobs-token',
  'x-mhv-peer',
  'x-nonce',
  'x-paystack-signature',
  'x-real-ip',
];

export type HeaderList = Record<string, string>;

export const hostileHeaders: fc.Arbitrary<HeaderList> = fc.dictionary(
  fc.oneof({ arbitrary: fc.constantFrom(...HEADER_NAMES), weight: 4 }, fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/)),
  headerValue,
  { maxKeys: 5 },
);

/** Percent-encodes `text` as a browser would put it in a path or a query (its UTF-8, lone surrogates replaced). */
export function percentEncoded(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query string: hostile names and values, encoded or sent as typed (stray `%`, `+`, `&&`, `=` and all). */
export const hostileQuery = (names: string[] = []): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ arbitrary: fc.constantFrom(...names, 'key', 'page'), weight: 3 }, hostileText),
        hostileText,
        fc.boolean(),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs
        .map(([name, value, raw]) =>
          raw
            ? `${name}=${value}`.replace(/[#\s\u0000-\u001f]/g, '')
            : `${percentEncoded(name)}=${percentEncoded(value)}`,
        )
        .join('&'),
    );

/**
 * A day as a YYYY-MM-DD filter takes it: a real one, one no calendar has, one at or past the ends of what the database
 * holds (years 1 to 9999), any four-two-two digits, or anything at all.
 */
export const hostileDay: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('2026-01-31', '2026-02-31', '2026-02-29', '0000-01-01', '0001-01-01', '9999-12-30', '9999-12-31'),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  hostileText,
);

/** A JSON value: ordinary JSON, hostile text and numbers, null, arrays, nested objects. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** JSON text no JSON.stringify writes: numbers past a double or past 2^53 as typed, a BOM, nothing at all. */
export const oddJsonText = fc.constantFrom(
  '',
  ' ',
  '\ufeff{}',
  'null',
  '[]',
  '[null]',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"a":1e400}',
  '{"a":123456789012345678901234567890}',
  '{"a":1,"a":2}',
);

/** A JSON body as text: an object of `fields` (each maybe hostile, missing or joined by others), or anything else. */
export function hostileJsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const object = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          names.map((name) => [name, fc.oneof({ arbitrary: fields[name], weight: 3 }, hostileJsonValue)]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(hostileText, hostileJsonValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => JSON.stringify({ ...extra, ...known }));
  return fc.oneof(
    { arbitrary: object, weight: 6 },
    { arbitrary: hostileJsonValue.map((value) => JSON.stringify(value) ?? ''), weight: 2 },
    { arbitrary: oddJsonText, weight: 2 },
    { arbitrary: hostileText, weight: 1 },
  );
}

/** A form body (application/x-www-form-urlencoded) of `fields`: hostile or usual values, missing, repeated, extra. */
export function hostileFormBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const pair = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...(names.length ? names : ['field']))
        .chain((name) =>
          fc.tuple(fc.constant(name), fc.oneof({ arbitrary: fields[name] ?? hostileText, weight: 2 }, hostileText)),
        ),
      weight: 6,
    },
    { arbitrary: fc.tuple(hostileText, hostileText), weight: 1 },
  );
  // Most forms have every field, so that most cases reach the action's own work; some miss some, or have more.
  const encoded = fc
    .tuple(
      fc.oneof({ arbitrary: fc.record(fields), weight: 3 }, fc.record(fields, { requiredKeys: [] })),
      fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, fc.array(pair, { minLength: 1, maxLength: 2 })),
    )
    .map(([usual, more]) =>
      [...(Object.entries(usual) as [string, string][]), ...more]
        .map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`)
        .join('&'),
    );
  return fc.oneof(
    { arbitrary: encoded, weight: 8 },
    { arbitrary: hostileText, weight: 1 },
    { arbitrary: fc.constantFrom('&&', '=', '==', '%', 'a=%', 'a=%E0%A4%A', '+=+', 'a&a&a'), weight: 1 },
  );
}

/** A request method: mostly the one the route takes, sometimes another, or one no browser sends. */
export const methodOf = (usual: string) =>
  fc.oneof(
    { arbitrary: fc.constant(usual), weight: 8 },
    fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  );
