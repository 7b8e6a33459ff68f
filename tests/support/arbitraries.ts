// Generators of hostile request bodies for POST /api/generateReference (the order's shape:
// `{ name, phone, email, paymentMode: 'Momo' | 'Card', items: [{ id, quantity }] }`, strict).
// `invalidBody` only ever yields bodies that a correct API must refuse with a 4xx: every order it makes
// carries at least one defect no strict schema can accept. `validOrder` is the baseline it mutates.
import fc from 'fast-check';
import { testProducts } from './test-catalogue';

export const ORDER_FIELDS = ['name', 'phone', 'email', 'paymentMode', 'items'] as const;
type Field = (typeof ORDER_FIELDS)[number];
type Order = Record<string, unknown>;

// The products of the tests' own catalogue that can be bought.
export const IN_STOCK_IDS = testProducts
  .filter((product) => product.stock_status === 'In Stock')
  .map((product) => product.id);

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
];

// ----- building blocks -----------------------------------------------------------------------------

/** Sets `key` as an own, enumerable property, even '__proto__' (plain assignment would change the prototype). */
function withKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Unicode of every kind: emoji and combining marks, any code point, lone surrogates, control characters, RTL text. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 4 }),
  fc.constantFrom(
    'Ɔkɔmfo Anɔkye',
    'Ẹ̀kọ́',
    'مرحبا',
    '👩🏾‍⚕️🌿',
    '\u0000\u0007\u001b[31m',
    '\u202eevil',
    'Ama\r\nSet-Cookie: x=1',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
);

/** Long strings, from a few kB to well over the 16 kB body limit. */
export const longText = fc.oneof(
  { arbitrary: fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'a'.repeat(n)), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 500, maxLength: 2_000 }), weight: 3 },
  { arbitrary: fc.integer({ min: 17_000, max: 40_000 }).map((n) => 'ß'.repeat(n)), weight: 1 },
);

/** Numbers no quantity or product id can be: zero, negative, fractional, huge, beyond safe integers. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.5,
    99.5,
    100,
    1e9,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    -Number.MAX_SAFE_INTEGER,
  ),
  fc.integer({ min: -(2 ** 31), max: 0 }),
  fc.integer({ min: 100, max: 2 ** 31 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
);

/** A product id that is not in stock in the test catalogue (11 is out of stock; 14 and up do not exist). */
const badProductId = fc.oneof(hostileNumber, fc.constant(11), fc.integer({ min: 14, max: 1_000_000 }));

/** Any JSON value except those of type `keep`. */
function wrongTypeValue(keep: 'string' | 'number' | 'array'): fc.Arbitrary<unknown> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    null: fc.constant(null),
    boolean: fc.boolean(),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    string: fc.oneof(fc.string({ maxLength: 20 }), unicodeText),
    array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  };
  return fc.oneof(
    ...Object.entries(all)
      .filter(([type]) => type !== keep)
      .map(([, arbitrary]) => arbitrary),
  );
}

const FIELD_TYPE: Record<Field, 'string' | 'array'> = {
  name: 'string',
  phone: 'string',
  email: 'string',
  paymentMode: 'string',
  items: 'array',
};

// ----- a valid order (the baseline) ----------------------------------------------------------------

export const validItem = fc.record({ id: fc.constantFrom(...IN_STOCK_IDS), quantity: fc.integer({ min: 1, max: 5 }) });

export const validOrder = fc.record({
  name: fc.constantFrom('Ama Mensah', 'Kwame Boateng', 'Efua Owusu-Ansah', 'Yaw Asante', 'Akosua Darko'),
  phone: fc.stringMatching(/^0[235][0-9]{8}$/),
  email: fc
    .tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.constantFrom('gmail.com', 'yahoo.com', 'mhv.org.gh'))
    .map(([local, domain]) => `${local}@${domain}`),
  paymentMode: fc.constantFrom('Momo', 'Card'),
  items: fc.uniqueArray(validItem, { minLength: 1, maxLength: 4, selector: (item) => item.id }),
});

// ----- defects: each makes any order invalid, and no later defect can undo it ------------------------

type Defect = { label: string; apply: (order: Order) => void };

const field = fc.constantFrom(...ORDER_FIELDS);

const missingField: fc.Arbitrary<Defect> = field.map((name) => ({
  label: `missing ${name}`,
  apply: (order) => {
    delete order[name];
  },
}));

const wrongType: fc.Arbitrary<Defect> = field.chain((name) =>
  wrongTypeValue(FIELD_TYPE[name]).map((value) => ({
    label: `${name} of the wrong type`,
    apply: (order: Order) => void (order[name] = value),
  })),
);

const extraField: fc.Arbitrary<Defect> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.constantFrom('amount', 'price', 'currency', 'reference', 'shop', 'total', 'discount'),
      fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(ORDER_FIELDS as readonly string[]).includes(key)),
    ),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant({ polluted: true }),
      fc.constant({ prototype: { polluted: true } }),
    ),
  )
  .map(([key, value]) => ({
    label: `extra field ${JSON.stringify(key)}`,
    apply: (order) => void withKey(order, key, value),
  }));

const emptyText: fc.Arbitrary<Defect> = fc.constantFrom('name', 'phone', 'email').map((name) => ({
  label: `empty ${name}`,
  apply: (order) => void (order[name] = ''),
}));

const malformedEmail: fc.Arbitrary<Defect> = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    unicodeText,
    fc.constantFrom('ama', 'ama@', '@gmail.com', 'ama.gmail.com', 'ama at gmail dot com'),
  )
  .filter((text) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
  .map((email) => ({ label: 'malformed email', apply: (order) => void (order.email = email) }));

const badPaymentMode: fc.Arbitrary<Defect> = fc
  .oneof(fc.constantFrom('momo', 'MOMO', 'card', 'Momo ', ' Card', 'Cash', 'Bitcoin', ''), unicodeText)
  .filter((mode) => mode !== 'Momo' && mode !== 'Card')
  .map((mode) => ({
    label: `payment mode ${JSON.stringify(mode)}`,
    apply: (order) => void (order.paymentMode = mode),
  }));

const emptyCart: fc.Arbitrary<Defect> = fc.constant({
  label: 'no items',
  apply: (order: Order) => void (order.items = []),
});

/** One broken line in the cart, the others left valid. */
const badItem: fc.Arbitrary<Defect> = fc
  .oneof(
    hostileNumber.map((quantity) => ({
      label: `quantity ${quantity}`,
      line: (line: Order) => void (line.quantity = quantity),
    })),
    badProductId.map((id) => ({ label: `product id ${id}`, line: (line: Order) => void (line.id = id) })),
    fc
      .constantFrom('id', 'quantity')
      .map((key) => ({ label: `line without ${key}`, line: (line: Order) => void delete line[key] })),
    wrongTypeValue('number').map((value) => ({
      label: 'quantity of the wrong type',
      line: (line: Order) => void (line.quantity = value),
    })),
    wrongTypeValue('number').map((value) => ({
      label: 'id of the wrong type',
      line: (line: Order) => void (line.id = value),
    })),
    fc
      .tuple(fc.constantFrom('price', 'amount', 'name', ...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 }))
      .map(([key, value]) => ({
        label: `line with extra ${JSON.stringify(key)}`,
        line: (line: Order) => void withKey(line, key, value),
      })),
  )
  .chain((defect) =>
    fc.nat().map((index) => ({
      label: defect.label,
      apply: (order: Order) => {
        const lines = Array.isArray(order.items) ? order.items : [];
        if (lines.length === 0 || typeof lines[0] !== 'object' || lines[0] === null)
          return void (order.items = [{ id: 0, quantity: 0 }]);
        const line = lines[index % lines.length] as Order;
        defect.line(line);
      },
    })),
  );

const lineNotAnObject: fc.Arbitrary<Defect> = wrongTypeValue('array')
  .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
  .map((value) => ({ label: 'a line that is not an object', apply: (order) => void (order.items = [value]) }));

/** A string field past the 16 kB body limit on its own. */
const overLimit: fc.Arbitrary<Defect> = fc
  .tuple(fc.constantFrom('name', 'phone', 'email'), fc.integer({ min: 16_500, max: 60_000 }))
  .map(([name, size]) => ({
    label: `${name} of ${size} characters`,
    apply: (order) => void (order[name] = 'x'.repeat(size)),
  }));

export const defect: fc.Arbitrary<Defect> = fc.oneof(
  missingField,
  wrongType,
  extraField,
  emptyText,
  malformedEmail,
  badPaymentMode,
  emptyCart,
  badItem,
  lineNotAnObject,
  overLimit,
);

/** Harmless on their own (applied before the defects): unicode and long text in the free-text fields. */
const decoration: fc.Arbitrary<(order: Order) => void> = fc
  .tuple(
    fc.constantFrom('name', 'phone'),
    fc.oneof(
      { arbitrary: unicodeText.filter((text) => text.trim().length > 0), weight: 3 },
      { arbitrary: longText, weight: 1 },
    ),
  )
  .map(
    ([name, text]) =>
      (order: Order) =>
        void (order[name] = text),
  );

// ----- bodies --------------------------------------------------------------------------------------

export type FuzzBody = { label: string; body: string | Uint8Array<ArrayBuffer> };

/** An order of the checkout's shape with one to three defects (and maybe odd but legal text elsewhere). */
export const brokenOrder: fc.Arbitrary<FuzzBody> = fc
  .tuple(validOrder, fc.array(decoration, { maxLength: 2 }), fc.array(defect, { minLength: 1, maxLength: 3 }))
  .map(([order, decorations, defects]) => {
    const copy = structuredClone(order) as Order;
    decorations.forEach((decorate) => decorate(copy));
    defects.forEach((item) => item.apply(copy));
    return { label: defects.map((item) => item.label).join(' + '), body: JSON.stringify(copy) };
  });

/** JSON that is not an object: null, booleans, numbers, strings, arrays. */
export const notAnObject: fc.Arbitrary<FuzzBody> = fc
  .oneof(
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    unicodeText,
    fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  )
  .map((value) => ({ label: `JSON ${Array.isArray(value) ? 'array' : typeof value}`, body: JSON.stringify(value) }));

/** Deep nesting, written as text: an array thousands of levels deep, and an order with a deep extra field. */
export const deeplyNested: fc.Arbitrary<FuzzBody> = fc.integer({ min: 100, max: 5_000 }).chain((depth) =>
  fc.constantFrom(
    { label: `array ${depth} deep`, body: '['.repeat(depth) + ']'.repeat(depth) },
    {
      label: `order with an extra field ${depth} deep`,
      body: `{"name":"Ama","phone":"0241234567","email":"ama@gmail.com","paymentMode":"Momo","items":[{"id":1,"quantity":1}],"x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    },
  ),
);

/** Bytes that are not JSON at all: truncated orders, JavaScript literals, random text, invalid UTF-8. */
export const notJson: fc.Arbitrary<FuzzBody> = fc.oneof(
  validOrder
    .map((order) => JSON.stringify(order))
    .chain((text) =>
      fc
        .integer({ min: 0, max: text.length - 1 })
        .map((cut) => ({ label: 'truncated JSON', body: text.slice(0, cut) })),
    ),
  fc
    .constantFrom(
      "{name: 'Ama'}",
      'NaN',
      'undefined',
      '{"a":1,}',
      "{'a':1}",
      '[1,2',
      '{"items": [{"id": 1, "quantity": Infinity}]}',
    )
    .map((body) => ({ label: 'JavaScript, not JSON', body })),
  fc
    .string({ maxLength: 60 })
    .filter((text) => !isJson(text))
    .map((body) => ({ label: 'random text', body })),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => Uint8Array.from([0x7b, 0x22, ...bytes, 0xff, 0x22, 0x7d]))
    .map((body) => ({ label: 'invalid UTF-8', body })),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every kind of body a correct order API must refuse with a 4xx. */
export const invalidBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { arbitrary: brokenOrder, weight: 6 },
  { arbitrary: notAnObject, weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: notJson, weight: 1 },
);

/**
 * Request headers around the body: usually JSON, sometimes a wrong type; sometimes an Idempotency-Key, valid or not.
 */
export const requestHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 8 },
      { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON'), weight: 1 },
      {
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
        ),
        weight: 1,
      },
    ),
    fc.oneof(
      { arbitrary: fc.constant(null), weight: 6 },
      { arbitrary: fc.oneof(fc.uuid(), fc.stringMatching(/^[\x21-\x7e]{1,40}$/)), weight: 3 },
      { arbitrary: fc.constantFrom('', 'x'.repeat(300), 'two words', 'clé'), weight: 1 },
    ),
  )
  .map(([contentType, key]) => ({ 'content-type': contentType, ...(key === null ? {} : { 'idempotency-key': key }) }));
