/** @jest-environment node */
// A production server with Paystack's public key but not its secret key would record payments as browsers report
// them. `npm start` stops then, with one line saying what to set, unless ALLOW_UNVERIFIED_PAYMENTS says otherwise;
// with no key, or both, it starts as before. Run as npm runs it, without a build: the refusal comes before Next loads
// one (a start that is let through then stops for want of a build, or, where a build exists, goes on in Next).
// The start-up hook, which checks the key a build wrote into the site, is called here as instrumentation.ts calls it.
import { rmSync } from 'node:fs';
import { startNodeServer } from '@/lib/ops/node-server';
import { UNVERIFIED_PAYMENTS_REFUSAL } from '@/lib/paystack/unverified-payments.mjs';
import { npmScript } from '../support/npm-script';
import { freshDataDir } from '../support/order-backends';

jest.setTimeout(120_000);

let dataDir: string;
// A copy of the migrated template (tests/support/global-setup.ts): where a build exists, the first server let through
// opens it without migrating an empty folder first.
beforeAll(() => (dataDir = freshDataDir()));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  npmScript('start', ['-p', '0'], { DATA_DIR: dataDir, ...env }, /> Ready on/);
const PUBLIC = { NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: 'pk_test_x' };

describe('npm start with Paystack settings', () => {
  it.each([
    ['the public key alone', PUBLIC],
    ['ALLOW_UNVERIFIED_PAYMENTS other than 1 or true', { ...PUBLIC, ALLOW_UNVERIFIED_PAYMENTS: 'yes' }],
    ['a blank secret key', { ...PUBLIC, PAYSTACK_SECRET_KEY: ' ' }],
    ['NODE_ENV=production said outright', { ...PUBLIC, NODE_ENV: 'production' }],
  ])('refuses to start with %s: one line naming PAYSTACK_SECRET_KEY, exit code 1', async (_, env) => {
    const refused = await start(env);
    expect([refused.code, refused.stderr, refused.stdout]).toEqual([1, `${UNVERIFIED_PAYMENTS_REFUSAL}\n`, '']);
    expect(refused.stderr).toMatch(
      /^Not starting: [^\n]*Set PAYSTACK_SECRET_KEY, or ALLOW_UNVERIFIED_PAYMENTS=1 to accept payments unverified\.\n$/,
    );
  });

  it.each([
    ['no key at all', {}],
    ['both keys', { ...PUBLIC, PAYSTACK_SECRET_KEY: 'sk_test_x' }],
    ['ALLOW_UNVERIFIED_PAYMENTS=1', { ...PUBLIC, ALLOW_UNVERIFIED_PAYMENTS: '1' }],
    ['ALLOW_UNVERIFIED_PAYMENTS=true', { ...PUBLIC, ALLOW_UNVERIFIED_PAYMENTS: ' TRUE ' }],
    ['NODE_ENV=development', { ...PUBLIC, NODE_ENV: 'development' }],
  ])('goes on to load the site with %s', async (_, env) => {
    const started = await start(env);
    // server.mjs let it through: Next was reached, read its configuration and looked for the build. A build already
    // on disk may carry a public key of its own, and the start-up hook then refuses for that one (the second check,
    // below and in npm run test:deploy); server.mjs itself stops before Next prints anything.
    expect(`${started.stdout}${started.stderr}`).toMatch(
      /Running next\.config|> Ready on|Could not find a production build/,
    );
  });
});

describe('the Node start-up hook of a production build', () => {
  const saved = process.env;
  let exit: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    // In a build Next writes NODE_ENV and the public key into the code; here they are read from process.env.
    process.env = { ...saved, NODE_ENV: 'production', ...PUBLIC };
    delete process.env.PAYSTACK_SECRET_KEY;
    delete process.env.ALLOW_UNVERIFIED_PAYMENTS;
    exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env = saved;
    exit.mockRestore();
    error.mockRestore();
  });

  it('stops the process before any service starts when the site has a public key and no secret key', () => {
    expect(() => startNodeServer()).toThrow('exit 1');
    expect(error.mock.calls).toEqual([[UNVERIFIED_PAYMENTS_REFUSAL]]);
  });
});
