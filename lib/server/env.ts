import 'server-only';
import { z } from 'zod';
import { site } from '@/content/site';
import { switchedOn } from './switch-setting.mjs';

// Every setting the server takes from its environment, each with its embedded default: none is needed to run the site
// (docs/configuration.md). A setting is read when it is asked for, never kept: on Cloudflare Workers OpenNext
// fills process.env for each request, and the tests change it between cases. Parsing one string per call is cheap.
// A value that cannot be used gives the default (with a warning where one helps): a typo must not stop the site.
// Server only: the secrets, and zod with them, stay out of the code browsers download.

/** Where settings are read from: process.env, or an empty set for the embedded defaults alone. */
type EnvSource = Readonly<Record<string, string | undefined>>;

const announced = new Set<string>();

/** Prints `message` the first time `key` comes up in this process: a missing setting is said once, not per order. */
export function warnOnce(key: string, message: string): void {
  if (announced.has(key)) return;
  announced.add(key);
  console.warn(message);
}

const MINUTE = 60_000;
const DEFAULT_SITE_URL = 'http://localhost:3000';

// A blank value counts as unset (`NAME=` in a service file), as it always has here.
const optional = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);
const withDefault = (fallback: string) => optional.transform((value) => value ?? fallback);

const blank = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

/** SITE_URL as an address. One that is not an address gives the default: pages still need their canonical links. */
const siteAddress = z
  .string()
  .optional()
  .transform((raw) => {
    try {
      return new URL(raw || DEFAULT_SITE_URL);
    } catch {
      warnOnce(`SITE_URL=${raw}`, `SITE_URL=${JSON.stringify(raw)} is not an address; using ${DEFAULT_SITE_URL}.`);
      return new URL(DEFAULT_SITE_URL);
    }
  });

/** A yes-or-no setting: on for `1` or `true` only. */
const onOrOff = z.string().optional().transform(switchedOn);

const positiveNumber = z.coerce.number().positive();

/** A limit of the API guard. A value that is not a positive number is reported each time it is read. */
function guardLimit(name: string, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      if (blank(raw)) return fallback;
      const parsed = positiveNumber.safeParse(raw);
      if (parsed.success) return parsed.data;
      console.warn(`[api-guard] ${name}=${JSON.stringify(raw)} is not a positive number; using ${fallback}.`);
      return fallback;
    });
}

const wholeMilliseconds = positiveNumber.refine(Number.isInteger);

/**
 * A whole-number setting (`what` says which numbers, in the warning): a bad value is reported once per process and
 * the default used, since these are read for every order.
 */
function wholeNumber(rule: z.ZodType<number, unknown>, what: string) {
  return (name: string, fallback: number) =>
    z
      .string()
      .optional()
      .transform((raw) => {
        if (blank(raw)) return fallback;
        const parsed = rule.safeParse(raw);
        if (parsed.success) return parsed.data;
        warnOnce(`${name}=${raw}`, `${name}=${JSON.stringify(raw)} is not ${what}; using ${fallback}.`);
        return fallback;
      });
}

/** A delay of the order checks with Paystack. */
const milliseconds = wholeNumber(wholeMilliseconds, 'a positive whole number of milliseconds');

/** How long Pay Now holds an order's units: whole minutes, at most a week. */
const holdMinutes = wholeNumber(
  z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  'a whole number of minutes (1 to 10080)',
);

/** How long a care follow-up is kept: whole days, at most ten years. */
const retentionDays = wholeNumber(z.coerce.number().int().min(1).max(3660), 'a whole number of days (1 to 3660)');

const settings = {
  /** The public address, for canonical links, the sitemap, mails and the console's origin check. */
  SITE_URL: siteAddress,
  /** The cloud service that issues payment references; unset, the shop makes each reference itself. */
  PAYMENT_REFERENCE_URL: optional,
  /** The shop's name at the reference service. */
  PAYMENT_SHOP_ID: withDefault('mhv-shop'),
  /** Empty: the server cannot fix or verify a transaction with Paystack. */
  PAYSTACK_SECRET_KEY: withDefault(''),
  /**
   * Only `1` or `true` let a production server start with a Paystack public key but no secret key, recording each
   * payment as the browser reports it (lib/paystack/unverified-payments.mjs). Off: it refuses to start.
   */
  ALLOW_UNVERIFIED_PAYMENTS: onOrOff,
  /** Where the server talks to Paystack, or to a gateway in front of it, without a trailing slash. */
  PAYSTACK_API_URL: withDefault('https://api.paystack.co').transform((url) => url.replace(/\/+$/, '')),
  /** Postgres for the order book; unset, the embedded PGlite in DATA_DIR. */
  DATABASE_URL: optional,
  DATA_DIR: withDefault('./data'),
  /** Redis for the limits shared by every instance; unset, each instance keeps its own in memory. */
  REDIS_URL: optional,
  /** Unset: mails are written to the server log. */
  SMTP_URL: optional,
  ORDER_NOTIFY_EMAIL: withDefault(site.email),
  MAIL_FROM: withDefault(`"${site.brandFull}" <${site.email}>`),
  /** Unset: a secret made at first start and kept in the database, the same for every instance. */
  AUTH_SECRET: optional,
  RECONCILE_FIRST_TRY_MS: milliseconds('RECONCILE_FIRST_TRY_MS', 10 * MINUTE),
  RECONCILE_EVERY_MS: milliseconds('RECONCILE_EVERY_MS', MINUTE),
  /** How long the units of an unpaid order stay held for it after Pay Now. */
  STOCK_HOLD_MINUTES: holdMinutes('STOCK_HOLD_MINUTES', 30),
  /** How long Pay Now holds a consultation's time for the unpaid booking. */
  BOOKING_HOLD_MINUTES: holdMinutes('BOOKING_HOLD_MINUTES', 15),
  /** How long a care follow-up (an assessment sent to the care centre) is kept before it is deleted, in days. */
  CARE_RETENTION_DAYS: retentionDays('CARE_RETENTION_DAYS', 180),
  /** Only `1` or `true` trust X-Forwarded-For: anything else keeps the connection's address, the safe side. */
  TRUST_PROXY: onOrOff,
  RATE_LIMIT_PER_MINUTE: guardLimit('RATE_LIMIT_PER_MINUTE', 10),
  /** Whole requests, at least one. */
  RATE_LIMIT_BURST: guardLimit('RATE_LIMIT_BURST', 5).transform((burst) => Math.max(1, Math.floor(burst))),
  /** The name /api/health reports; unset, the host name and process id, which instance-health.ts works out. */
  INSTANCE_ID: optional,
};

type Settings = typeof settings;

/** One setting as the server uses it, read from the environment now. Never throws: a bad value gives the default. */
export function serverEnv<K extends keyof Settings>(name: K, source: EnvSource = process.env): z.output<Settings[K]> {
  const raw = source[name];
  // Only strings are settings; anything else a platform puts there counts as unset.
  return settings[name].parse(typeof raw === 'string' ? raw : undefined) as z.output<Settings[K]>;
}
