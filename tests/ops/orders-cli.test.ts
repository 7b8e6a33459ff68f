/** @jest-environment node */
// `npm run orders` as the shop runs it: against PGlite while the site runs (the site answers over its socket),
// against PGlite with no site running, and against Postgres. Its command line runs in this process
// (lib/ops/command-line.ts), except a run with no site and a usage error, each a separate process as npm runs it.
import { runCommandLine } from '@/lib/ops/command-line';
import { recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { playSite, runAlone } from '../support/command-line';
import { runScript } from '../support/run-script';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(120_000);
const HEADER =
  'reference,created,status,paid at,total GHS,customer name,phone,e-mail,payment mode,items,delivery,delivery area,delivery fee GHS,address,GhanaPost GPS,fulfilment,refunded GHS,refund,disputed';
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const orders = (...args: string[]) => runCommandLine('orders', args);

// trim() also drops the byte-order mark at the start, which its own test below checks byte by byte.
const rows = (csv: string) => csv.trim().split('\r\n');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe.each(backends)('npm run orders on $name', (backend) => {
  let paidRef: string;
  let pendingRef: string;
  let accentsRef: string;
  beforeAll(async () => {
    await backend.setUp();
    const prefix = `C-${Date.now()}`;
    paidRef = `${prefix}-paid`;
    pendingRef = `${prefix}-pending`;
    const paid = await recordOrder({
      ...sampleOrder(paidRef),
      customer: { name: '=HYPERLINK("x"), "Ama"', phone: '+233 24 123 4567', email: 'ama@example.com' },
    });
    await settleOrder(paidRef, { kind: 'success', amount: paid.amount, currency: 'GHS' }, 'webhook');
    await recordOrder({ ...sampleOrder(pendingRef), paymentMode: 'Card' });
    accentsRef = `${prefix}-accents`;
    await recordOrder({
      ...sampleOrder(accentsRef),
      customer: { name: '@Ɛsi Ɔwusu, Café ₵', phone: '0244123456', email: 'esi@example.com' },
    });
  });
  afterAll(() => backend.tearDown());

  it('prints every order as CSV, with cells a spreadsheet cannot run as formulas', async () => {
    // On PGlite this process plays the running site: it holds the data folder and answers over the socket.
    const site = await playSite();
    const orders = (...args: string[]) => site.run('orders', ...args);
    try {
      const { code, stdout } = await orders();
      expect(code).toBe(0);
      const [header, ...lines] = rows(stdout);
      expect(header).toBe(HEADER);
      const paid = lines.find((line) => line.startsWith(paidRef))!;
      expect(paid).toMatch(new RegExp(`^${paidRef},${today}T[^,]+,paid,${today}T[^,]+,125\\.00,`));
      expect(paid).toContain(
        `,"'=HYPERLINK(""x""), ""Ama""",+233 24 123 4567,ama@example.com,Momo,3 x Herbal tea; 1 x Shea butter`,
      );
      expect(lines.find((line) => line.startsWith(pendingRef))).toMatch(/,pending,,125\.00,.*,Card,/);

      const onlyPaid = rows((await orders('--status', 'paid', '--from', today, '--to', today)).stdout);
      expect(onlyPaid.some((line) => line.startsWith(paidRef))).toBe(true);
      expect(onlyPaid.some((line) => line.startsWith(pendingRef))).toBe(false);
      expect(rows((await orders('--to', yesterday)).stdout).filter((line) => line.includes(paidRef))).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it('reads the database itself when no site is running', async () => {
    const { closeDatabase } = await import('@/lib/server/db/connection');
    await closeDatabase();
    // As npm runs it, in a process of its own.
    const { code, stdout } = await runScript('scripts/orders.ts', '--status', 'pending');
    expect(code).toBe(0);
    const lines = rows(stdout);
    expect(lines[0]).toBe(HEADER);
    expect(lines.some((line) => line.startsWith(pendingRef))).toBe(true);
    expect(lines.some((line) => line.startsWith(paidRef))).toBe(false);
  });

  it("starts with UTF-8's byte-order mark, so Excel reads Ɛ, Ɔ, é and ₵, and still guards against formulas", async () => {
    const { code, stdout } = await runAlone('orders', '--status', 'pending');
    expect(code).toBe(0);
    const bytes = Buffer.from(stdout, 'utf8');
    expect(bytes.subarray(0, 3)).toEqual(UTF8_BOM);
    expect(bytes.subarray(3, 3 + 'reference,'.length).toString('latin1')).toBe('reference,');
    const accents = rows(stdout).find((line) => line.startsWith(accentsRef))!;
    expect(accents).toContain(`,"'@Ɛsi Ɔwusu, Café ₵",0244123456,esi@example.com,`);
    expect(bytes.includes(Buffer.from('Ɛsi Ɔwusu, Café ₵', 'utf8'))).toBe(true);
  });
});

it('npm run orders says what is wrong with a filter', async () => {
  // As npm runs it, in a process of its own: exit code 2.
  const wrong = await runScript('scripts/orders.ts', '--status', 'shipped');
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('--status must be one of pending, paid, failed, abandoned, amount_mismatch');
  const badDate = await orders('--from', '31/01/2026');
  expect(badDate.code).toBe(2);
  expect(badDate.stderr).toContain('--from must be a date like 2026-01-31');
});

it.each([
  ['--to', '2026-02-31', '--to 2026-02-31 is not a day: February 2026 has 28 days.'],
  ['--from', '2028-02-30', '--from 2028-02-30 is not a day: February 2028 has 29 days.'],
  ['--to', '2026-04-31', '--to 2026-04-31 is not a day: April 2026 has 30 days.'],
])('npm run orders -- %s %s is refused, not read as a day of the next month', async (option, day, message) => {
  const impossible = await orders(option, day);
  expect(impossible.code).toBe(2);
  expect(impossible.stderr).toContain(message);
  expect(impossible.stdout).toBe('');
});
