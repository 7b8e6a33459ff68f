/** @jest-environment node */
import { serverEnv, warnOnce } from '@/lib/server/env';

// The settings module: each setting's embedded default, read when asked (never frozen at import), and what a value
// that cannot be used gives.

const NAMES = [
  'SITE_URL',
  'PAYMENT_REFERENCE_URL',
  'PAYMENT_SHOP_ID',
  'PAYSTACK_SECRET_KEY',
  'ALLOW_UNVERIFIED_PAYMENTS',
  'PAYSTACK_API_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'SMTP_URL',
  'ORDER_NOTIFY_EMAIL',
  'MAIL_FROM',
  'AUTH_SECRET',
  'RECONCILE_FIRST_TRY_MS',
  'RECONCILE_EVERY_MS',
  'STOCK_HOLD_MINUTES',
  'TRUST_PROXY',
  'RATE_LIMIT_PER_MINUTE',
  'RATE_LIMIT_BURST',
  'INSTANCE_ID',
] as const;

const DEFAULTS = {
  SITE_URL: new URL('http://localhost:3000'),
  PAYMENT_REFERENCE_URL: undefined,
  PAYMENT_SHOP_ID: 'mhv-shop',
  PAYSTACK_SECRET_KEY: '',
  ALLOW_UNVERIFIED_PAYMENTS: false,
  PAYSTACK_API_URL: 'https://api.paystack.co',
  DATABASE_URL: undefined,
  DATA_DIR: './data',
  REDIS_URL: undefined,
  SMTP_URL: undefined,
  ORDER_NOTIFY_EMAIL: 'info@mhv.example',
  MAIL_FROM: '"MHV Spiritual Community" <info@mhv.example>',
  AUTH_SECRET: undefined,
  RECONCILE_FIRST_TRY_MS: 600_000,
  RECONCILE_EVERY_MS: 60_000,
  STOCK_HOLD_MINUTES: 30,
  TRUST_PROXY: false,
  RATE_LIMIT_PER_MINUTE: 10,
  RATE_LIMIT_BURST: 5,
  INSTANCE_ID: undefined,
};

const saved = process.env;
let warn: jest.SpyInstance;
beforeEach(() => {
  process.env = { ...saved };
  for (const name of NAMES) delete process.env[name];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = saved;
  warn.mockRestore();
});

const everySetting = () => Object.fromEntries(NAMES.map((name) => [name, serverEnv(name)]));

describe('serverEnv', () => {
  it('gives every embedded default in an empty environment, silently', () => {
    expect(everySetting()).toEqual(DEFAULTS);
    expect(Object.fromEntries(NAMES.map((name) => [name, serverEnv(name, {})]))).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads process.env when asked, not when imported', () => {
    process.env.PAYSTACK_API_URL = 'http://127.0.0.1:4010//';
    process.env.RATE_LIMIT_PER_MINUTE = '600';
    process.env.TRUST_PROXY = ' TRUE ';
    process.env.SITE_URL = 'https://mhv.example.gh';
    expect(serverEnv('PAYSTACK_API_URL')).toBe('http://127.0.0.1:4010');
    expect(serverEnv('RATE_LIMIT_PER_MINUTE')).toBe(600);
    expect(serverEnv('TRUST_PROXY')).toBe(true);
    expect(serverEnv('SITE_URL').origin).toBe('https://mhv.example.gh');
    process.env.PAYSTACK_API_URL = 'http://127.0.0.1:4020';
    delete process.env.RATE_LIMIT_PER_MINUTE;
    expect(serverEnv('PAYSTACK_API_URL')).toBe('http://127.0.0.1:4020');
    expect(serverEnv('RATE_LIMIT_PER_MINUTE')).toBe(10);
    // A whole new process.env (as a test or a Worker request may bring) counts too.
    process.env = { ...process.env, DATABASE_URL: 'postgres://u@db/mhv' };
    expect(serverEnv('DATABASE_URL')).toBe('postgres://u@db/mhv');
  });

  it('reads a given object instead of process.env', () => {
    process.env.ORDER_NOTIFY_EMAIL = 'from-process@mhv.test';
    expect(serverEnv('ORDER_NOTIFY_EMAIL', { ORDER_NOTIFY_EMAIL: 'given@mhv.test' })).toBe('given@mhv.test');
    expect(serverEnv('ORDER_NOTIFY_EMAIL')).toBe('from-process@mhv.test');
  });

  it('trims values and takes a blank one as unset', () => {
    Object.assign(process.env, {
      SMTP_URL: '  smtp://mail:25 ',
      PAYMENT_SHOP_ID: '   ',
      DATA_DIR: '',
      AUTH_SECRET: ' ',
    });
    expect(serverEnv('SMTP_URL')).toBe('smtp://mail:25');
    expect(serverEnv('PAYMENT_SHOP_ID')).toBe('mhv-shop');
    expect(serverEnv('DATA_DIR')).toBe('./data');
    expect(serverEnv('AUTH_SECRET')).toBeUndefined();
    expect(serverEnv('RATE_LIMIT_BURST', { RATE_LIMIT_BURST: '  ' })).toBe(5);
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes anything but a string as unset', () => {
    const odd = { REDIS_URL: { connectionString: 'x' } } as unknown as Record<string, string>;
    expect(serverEnv('REDIS_URL', odd)).toBeUndefined();
  });
});

describe('serverEnv with values it cannot use', () => {
  it('reports a rate limit that is not a positive number each time, and uses the default', () => {
    const junk = { RATE_LIMIT_PER_MINUTE: 'lots', RATE_LIMIT_BURST: '-3' };
    expect(serverEnv('RATE_LIMIT_PER_MINUTE', junk)).toBe(10);
    expect(serverEnv('RATE_LIMIT_BURST', junk)).toBe(5);
    expect(serverEnv('RATE_LIMIT_PER_MINUTE', junk)).toBe(10);
    expect(warn.mock.calls).toEqual([
      ['[api-guard] RATE_LIMIT_PER_MINUTE="lots" is not a positive number; using 10.'],
      ['[api-guard] RATE_LIMIT_BURST="-3" is not a positive number; using 5.'],
      ['[api-guard] RATE_LIMIT_PER_MINUTE="lots" is not a positive number; using 10.'],
    ]);
  });

  it('makes the burst a whole number of requests, at least one', () => {
    expect(serverEnv('RATE_LIMIT_BURST', { RATE_LIMIT_BURST: '7.9' })).toBe(7);
    expect(serverEnv('RATE_LIMIT_BURST', { RATE_LIMIT_BURST: '0.5' })).toBe(1);
  });

  it('trusts a proxy, and accepts unverified payments, only for 1 or true', () => {
    for (const name of ['TRUST_PROXY', 'ALLOW_UNVERIFIED_PAYMENTS'] as const) {
      for (const value of ['0', 'yes', 'on', 'false']) expect(serverEnv(name, { [name]: value })).toBe(false);
      expect(serverEnv(name, { [name]: '1' })).toBe(true);
      expect(serverEnv(name, { [name]: ' True ' })).toBe(true);
    }
  });

  it('reports a reconcile delay that is not a positive whole number once, and uses the default', () => {
    for (const value of ['soon', '1.5', '0', '-60000']) {
      const source = { RECONCILE_FIRST_TRY_MS: value, RECONCILE_EVERY_MS: value };
      expect(serverEnv('RECONCILE_FIRST_TRY_MS', source)).toBe(600_000);
      expect(serverEnv('RECONCILE_EVERY_MS', source)).toBe(60_000);
    }
    serverEnv('RECONCILE_EVERY_MS', { RECONCILE_EVERY_MS: 'soon' });
    expect(warn).toHaveBeenCalledTimes(8);
    expect(warn).toHaveBeenCalledWith(
      'RECONCILE_EVERY_MS="soon" is not a positive whole number of milliseconds; using 60000.',
    );
    expect(serverEnv('RECONCILE_EVERY_MS', { RECONCILE_EVERY_MS: '120000' })).toBe(120_000);
  });

  it('holds stock for a whole number of minutes up to a week; anything else gives 30, said once', () => {
    expect(serverEnv('STOCK_HOLD_MINUTES', { STOCK_HOLD_MINUTES: ' 45 ' })).toBe(45);
    expect(serverEnv('STOCK_HOLD_MINUTES', { STOCK_HOLD_MINUTES: '10080' })).toBe(10_080);
    for (const value of ['0', '1.5', '-5', 'half an hour', '10081'])
      expect(serverEnv('STOCK_HOLD_MINUTES', { STOCK_HOLD_MINUTES: value })).toBe(30);
    serverEnv('STOCK_HOLD_MINUTES', { STOCK_HOLD_MINUTES: '0' });
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(
      'STOCK_HOLD_MINUTES="0" is not a whole number of minutes (1 to 10080); using 30.',
    );
  });

  it('reports a SITE_URL that is not an address once, and uses the default address', () => {
    process.env.SITE_URL = 'not a url';
    expect(serverEnv('SITE_URL').href).toBe('http://localhost:3000/');
    expect(serverEnv('SITE_URL').href).toBe('http://localhost:3000/');
    expect(warn.mock.calls).toEqual([['SITE_URL="not a url" is not an address; using http://localhost:3000.']]);
  });
});

describe('warnOnce', () => {
  it('prints each message the first time its key comes up', () => {
    warnOnce('unit-a', 'A is not set');
    warnOnce('unit-a', 'A is not set');
    warnOnce('unit-b', 'B is not set');
    expect(warn.mock.calls).toEqual([['A is not set'], ['B is not set']]);
  });
});
