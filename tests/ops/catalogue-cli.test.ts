/** @jest-environment node */
// `npm run catalogue -- export|import <file>` as the owner runs it: against PGlite while the site runs (the site does
// the work over its socket), with no site running, and against Postgres. Its command line runs in this process
// (lib/ops/command-line.ts), except an export with no site and a usage error, each a separate process as npm runs it.
// The counts it prints follow the seed in content/, so that adding an entry there changes no expectation here.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, desc } from 'drizzle-orm';
import { catalogueRules } from '@/lib/catalogue/catalogue-kinds';
import { allEntries, ensureCatalogueSeeded, getEntry, shownEntries } from '@/lib/catalogue/catalogue-store';
import { moveEntry, saveEntry, setArchived } from '@/lib/catalogue/catalogue-writes';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries, pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { playSite, runAlone, type PlayedSite } from '../support/command-line';
import { backends } from '../support/order-backends';
import { runScript } from '../support/run-script';

jest.setTimeout(180_000);

const folder = mkdtempSync(path.join(tmpdir(), 'mhv-catalogue-'));
/** As npm runs it, in a process of its own. */
const catalogueProcess = (...args: string[]) => runScript('scripts/catalogue.ts', ...args);
// How many entries of each kind a new database is filled with (content/), and where product 11 stands among them.
const products = catalogueRules.product.seed().length;
const videos = catalogueRules.video.seed().length;
const listings = catalogueRules.listing.seed().length;
const people = catalogueRules.person.seed().length;
const seedProducts = catalogueRules.product.seed();
const placeOf11 = seedProducts.findIndex((product) => product.id === 11) + 1;
const actor = { id: 'u1', email: 'owner@example.org', address: 'test' };
const db = async () => (await getDatabase()).db;

/** Every row of the catalogue, the activity log's length and the page refreshes': all an import could change. */
async function snapshot(database: AppDatabase) {
  const rows = await database
    .select()
    .from(catalogueEntries)
    .orderBy(asc(catalogueEntries.kind), asc(catalogueEntries.id));
  return {
    rows: JSON.stringify(rows),
    log: await database.$count(staffActivity),
    refreshes: await database.$count(pageRefreshes),
  };
}

type ExportFile = Record<string, { id: number; position: number; archived: boolean; data: Record<string, unknown> }[]>;

/** Text to be found as it is inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A copy of an export with some entries changed, as someone editing it would. */
function edited(from: string, to: string, change: (file: ExportFile) => void): string {
  const file = JSON.parse(readFileSync(from, 'utf8')) as ExportFile;
  change(file);
  writeFileSync(to, JSON.stringify(file, null, 2));
  return to;
}

describe.each(backends)('npm run catalogue on $name', (backend) => {
  const exported = path.join(folder, `${backend.name}.json`);
  let site: PlayedSite;
  let stopSite = async () => undefined as void;
  const catalogue = (...args: string[]) => site.run('catalogue', ...args);
  beforeAll(async () => {
    await backend.setUp();
    await ensureCatalogueSeeded(await db());
    // On PGlite this process plays the running site: it holds the data folder and answers over the socket.
    site = await playSite();
    stopSite = site.stop;
  });
  afterAll(async () => {
    await stopSite();
    await backend.tearDown();
  });

  it('exports the whole catalogue, and an import of that file puts back every change since', async () => {
    const database = await db();
    await setArchived(database, { kind: 'product', id: 11, archived: true, actor });
    const made = await catalogue('export', exported);
    expect([made.code, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toBe(
      `Exported the catalogue to ${exported}: ${products} products (1 archived), ${videos} videos, ${listings} listings, ${people} people.\n`,
    );
    const first = readFileSync(exported, 'utf8');
    const file = JSON.parse(first) as ExportFile;
    expect(file.product.find((entry) => entry.id === 11)).toMatchObject({ archived: true, position: placeOf11 });
    expect(file.video.map((entry) => entry.data)).toEqual(await shownEntries(database, 'video'));

    const product = (await getEntry(database, 'product', 2))!;
    await saveEntry(database, { kind: 'product', id: 2, data: { ...product.data, price: 99 }, actor });
    await setArchived(database, { kind: 'product', id: 11, archived: false, actor });
    await setArchived(database, { kind: 'listing', id: 3, archived: true, actor });
    await moveEntry(database, { kind: 'person', id: 2, direction: 'up', actor });
    const before = await snapshot(database);

    const imported = await catalogue('import', exported);
    expect([imported.code, imported.stderr]).toEqual([0, '']);
    expect(imported.stdout).toBe(
      [
        `Imported the catalogue from ${exported}:`,
        `  products: 0 added, 2 changed, 0 archived, ${products - 2} unchanged`,
        `  videos: 0 added, 0 changed, 0 archived, ${videos} unchanged`,
        `  listings: 0 added, 1 changed, 0 archived, ${listings - 1} unchanged`,
        `  people: 0 added, 2 changed, 0 archived, ${people - 2} unchanged`,
        '',
      ].join('\n'),
    );
    const again = path.join(folder, `${backend.name}-again.json`);
    expect((await catalogue('export', again)).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(first);

    const after = await snapshot(database);
    expect([after.log, after.refreshes]).toEqual([before.log + 1, before.refreshes + 1]);
    const [log] = await database.select().from(staffActivity).orderBy(desc(staffActivity.id)).limit(1);
    expect(log).toMatchObject({
      action: 'catalogue_imported',
      actorEmail: 'npm run catalogue',
      reference: 'catalogue',
    });
    expect(log.detail).toMatchObject({
      product: `changed 2, 11; ${products - 2} unchanged`,
      listing: `changed 3; ${listings - 1} unchanged`,
    });
    const [refresh] = await database.select().from(pageRefreshes).orderBy(desc(pageRefreshes.id)).limit(1);
    expect([...refresh.tags].sort()).toEqual(
      ['_N_T_/(site)/layout', '_N_T_/sitemap.xml', '_N_T_/(site)/directory/layout', '_N_T_/about'].sort(),
    );
    const restored = (await getEntry(database, 'product', 2))!;
    expect([restored.data.price, restored.version, restored.updatedBy]).toEqual([
      product.data.price,
      product.version + 2,
      'npm run catalogue',
    ]);
  });

  it('archives what the file leaves out and adds what it brings, keeping the ids', async () => {
    const database = await db();
    const placeOf5 = (await shownEntries(database, 'product')).findIndex((product) => product.id === 5);
    const file = edited(exported, path.join(folder, `${backend.name}-new.json`), (catalogue) => {
      const [first] = catalogue.product;
      const { position } = catalogue.product.find((entry) => entry.id === 5)!;
      catalogue.product = catalogue.product.filter((entry) => entry.id !== 5);
      // In the place of the product it leaves out.
      catalogue.product.push({ ...first, id: 40, position, data: { ...first.data, id: 40, name: 'Kola Nuts' } });
    });
    const imported = await catalogue('import', file);
    expect(imported.stdout).toContain(`products: 1 added, 0 changed, 1 archived, ${products - 1} unchanged`);
    expect((await shownEntries(database, 'product'))[placeOf5]).toMatchObject({ id: 40, name: 'Kola Nuts' });
    const archived = (await getEntry(database, 'product', 5))!;
    // Moved past every place the file uses.
    expect([archived.archived, archived.position]).toEqual([true, products + 1]);
    // What it exports imports again as it is: no two entries share a place.
    const again = path.join(folder, `${backend.name}-new-again.json`);
    expect((await catalogue('export', again)).code).toBe(0);
    expect((await catalogue('import', again)).stdout).toContain(
      `products: 0 added, 0 changed, 0 archived, ${products + 1} unchanged`,
    );
    const added = await saveEntry(database, {
      kind: 'product',
      data: { ...(await getEntry(database, 'product', 1))!.data, name: 'Tiger Nuts' },
      actor,
    });
    // The next number after every one ever used, the seed's and the file's.
    expect(added.refused === false && added.entry.id).toBe(Math.max(40, ...seedProducts.map(({ id }) => id)) + 1);
  });

  it('refuses a file with any mistake, printing every one, and writes nothing', async () => {
    const database = await db();
    const before = await snapshot(database);
    const secondVideo = (await allEntries(database, 'video'))[1].data.title;
    const person = (await allEntries(database, 'person'))[0].data.name;
    // What the edits below break: the file's second and third products, its first two listings.
    const exportedFile = JSON.parse(readFileSync(exported, 'utf8')) as ExportFile;
    const [, priced, categorised] = exportedFile.product;
    const sharedId = exportedFile.listing[0].id;
    const oneBad = edited(exported, path.join(folder, `${backend.name}-one-bad.json`), (catalogue) => {
      catalogue.product[0].data.name = 'Renamed, but not imported';
      catalogue.product[1].data.price = 500;
    });
    const refused = await catalogue('import', oneBad);
    expect([refused.code, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toBe(
      `Nothing was imported: ${oneBad} has 1 mistake.\n- product ${priced.id} '${priced.data.name}': price must be between 5 and 200 cedis (found 500)\n`,
    );

    const manyBad = edited(exported, path.join(folder, `${backend.name}-many-bad.json`), (catalogue) => {
      catalogue.product[2].data.categories = ['Potions'];
      [catalogue.video[0], catalogue.video[1]] = [catalogue.video[1], catalogue.video[0]];
      [catalogue.video[0].position, catalogue.video[1].position] = [1, 2];
      catalogue.person[0].data.role = 'Wizard';
      catalogue.listing[1].id = catalogue.listing[0].id;
    });
    const problems = (await catalogue('import', manyBad)).stderr.split('\n');
    expect(problems[0]).toBe(`Nothing was imported: ${manyBad} has 4 mistakes.`);
    expect(problems.slice(1, -1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^- product ${categorised.id} '${escaped(String(categorised.data.name))}': category "Potions" is not one of: `,
        ),
      ),
      `- video 1 '${secondVideo}': category must be left out: the first video opens the page (KRADA & AKWASIDAE)`,
      `- listing id ${sharedId} is used by two entries of the file`,
      expect.stringMatching(new RegExp(`^- '${escaped(person)}': role "Wizard" is not one of: `)),
    ]);

    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, '{"format": "mhv-site catalogue", "product": [');
    const unreadable = await catalogue('import', broken);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/^Nothing was imported: .+ has 1 mistake\.\n- The file is not valid JSON: /);
    expect(await snapshot(database)).toEqual(before);
  });

  it('works with no site running, and explains its usage', async () => {
    await stopSite();
    stopSite = async () => undefined;
    await closeDatabase();
    const file = path.join(folder, `${backend.name}-no-site.json`);
    expect((await catalogueProcess('export', file)).code).toBe(0);
    const imported = await runAlone('catalogue', 'import', file);
    expect([imported.code, imported.stderr]).toEqual([0, '']);
    expect(imported.stdout).toContain(`products: 0 added, 0 changed, 0 archived, ${products + 2} unchanged`);
    expect((await runAlone('catalogue', 'import', path.join(folder, 'missing.json'))).stderr).toBe(
      `There is no file ${path.join(folder, 'missing.json')}.\n`,
    );
    const usage = await catalogueProcess('delete', file);
    expect([usage.code, usage.stderr.split('\n')[0]]).toEqual([2, 'Usage:']);
  });
});
