// How long a price saved in the console takes to show on the public shop page, wherever visitors read it: each Node
// instance and nginx (bench/deploy.mjs), or the Worker (bench/edge.mjs). The owner saves product 1 with a new price
// ROUNDS times, as the console's form posts it; each round's time runs from sending 'Save changes' until every origin
// answers /Products with the new price.
import { postForm, signedInStaff } from '../deploy/test/console.mjs';
import { request } from '../deploy/test/harness.mjs';

const ROUNDS = 10;
const GIVE_UP_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function productVersion(origin, cookie) {
  const form = await request(`${origin}/staff/catalogue/products/1`, { headers: { cookie } });
  const version = /<input[^>]*name="version"[^>]*value="(\d+)"/.exec(form.body)?.[1];
  if (!version) throw new Error(`product 1's form (${form.status}) carries no version`);
  return version;
}

/**
 * `setup`: { url, databaseUrl() } of the site the owner uses; `readers`: the origins whose /Products must follow.
 * Resolves with every round's milliseconds, sorted, and their p50, p95 and worst.
 */
export async function saveToFresh(setup, readers) {
  const { cookie } = await signedInStaff(setup, `bench-owner-${Date.now()}@example.org`, 'owner');
  const save = async (price) => {
    const fields = {
      id: '1',
      version: await productVersion(setup.url, cookie),
      name: 'Nkabom Herbal Bitters',
      description: 'A bitter tonic.',
      price,
      'category-0': 'on',
      forSale: 'on',
    };
    const saved = await postForm(setup, '/staff/actions/product-save', fields, { cookie });
    if (saved.status !== 303) throw new Error(`the save answered ${saved.status}: ${saved.body.slice(0, 300)}`);
  };
  const times = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const price = (46 + round * 0.25).toFixed(2);
      const started = performance.now();
      await save(price);
      await Promise.all(
        readers.map(async (origin) => {
          while (!(await request(`${origin}/Products`)).body.includes(`GHS ${price}`)) {
            if (performance.now() - started > GIVE_UP_MS) throw new Error(`${origin} did not show ${price} in 30 s`);
            await sleep(50);
          }
        }),
      );
      times.push(performance.now() - started);
    }
  } finally {
    // The seed's price again, for whatever runs next on the same database.
    await save('45.00').catch(() => undefined);
  }
  times.sort((a, b) => a - b);
  return {
    rounds: times.length,
    times,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    worst: times.at(-1),
  };
}

/** One line for bench/results.md. */
export const renderSaveToFresh = (r, where) =>
  `Time from 'Save changes' (a new price for product 1, posted as the console's form sends it) until ${where} answers \`/Products\` with it, ${r.rounds} saves one after another: p50 ${Math.round(r.p50)} ms, **p95 ${Math.round(r.p95)} ms**, worst ${Math.round(r.worst)} ms.`;
