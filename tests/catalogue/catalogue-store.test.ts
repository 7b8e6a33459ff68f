/** @jest-environment node */
// The catalogue in the database, on PGlite and Postgres: filled from content/ once (also when several servers start
// at once), and changed only by writes that check the entry and its list with content/'s own rules and messages, log
// who changed what, name the pages to refresh, and write nothing at all when they refuse.
import { asc, desc } from 'drizzle-orm';
import { catalogueRules } from '@/lib/catalogue/catalogue-kinds';
import { allEntries, ensureCatalogueSeeded, getEntry, shownEntries } from '@/lib/catalogue/catalogue-store';
import { moveEntry, saveEntry, setArchived } from '@/lib/catalogue/catalogue-writes';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries, pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { openDatabase } from '@/lib/server/db/open-database';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { catalogueKinds } from '@/lib/server/db/stored-values';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);

const actor = { id: 'u1', email: 'owner@example.org', address: 'test' };
const db = async () => (await getDatabase()).db;

/** Everything a write could touch: every row of the catalogue, the activity log and the page refreshes. */
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

const lastRefresh = async (database: AppDatabase) =>
  (await database.select().from(pageRefreshes).orderBy(desc(pageRefreshes.id)).limit(1))[0]?.tags;
const lastLog = async (database: AppDatabase) =>
  (await database.select().from(staffActivity).orderBy(desc(staffActivity.id)).limit(1))[0];

describe.each(backends)('seeding the catalogue on $name', (backend) => {
  afterEach(() => backend.tearDown());

  it('fills a new database from content/ once, even when four servers start at once', async () => {
    // Empty, so that the servers starting at once also migrate it first, as on a new install.
    await backend.setUp({ empty: true });
    // On Postgres, four pools (four servers); PGlite has one process, so four callers share it.
    const handles =
      backend.name === 'postgres'
        ? await Promise.all([1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: backend.url! })))
        : [];
    const databases = handles.length ? handles.map((handle) => handle.db) : await Promise.all([1, 2, 3, 4].map(db));
    try {
      await Promise.all(databases.map((database) => ensureCatalogueSeeded(database)));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const database = await db();
    for (const kind of catalogueKinds) {
      const seed = catalogueRules[kind].seed();
      expect(await shownEntries(database, kind)).toEqual(seed);
      expect(await database.$count(catalogueEntries)).toBe(
        catalogueKinds.reduce((sum, each) => sum + catalogueRules[each].seed().length, 0),
      );
    }
    expect((await getEntry(database, 'product', 13))?.data.name).toBe(
      catalogueRules.product.seed().find((product) => product.id === 13)?.name,
    );
  });

  it('never fills it again, even once every product, listing and person is archived', async () => {
    // A new database that has never been seeded, migrated already: a copy of the template (migrating an empty one
    // again would take seconds and is proven above).
    await backend.setUp();
    let database = await db();
    for (const kind of ['product', 'listing', 'person'] as const)
      for (const entry of await allEntries(database, kind)) {
        const result = await setArchived(database, { kind, id: entry.id, archived: true, actor });
        expect(result.refused).toBe(false);
      }
    const before = await database.$count(catalogueEntries);
    await closeDatabase(); // a restart: a new handle, which checks the database again
    database = await db();
    for (const kind of ['product', 'listing', 'person'] as const)
      expect(await shownEntries(database, kind)).toEqual([]);
    expect(await database.$count(catalogueEntries)).toBe(before);
    expect((await allEntries(database, 'product')).every((entry) => entry.archived)).toBe(true);
  });
});

describe.each(backends)('writing the catalogue on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it("refuses an entry content/'s rules refuse, with content/'s messages, and writes nothing", async () => {
    const database = await db();
    await ensureCatalogueSeeded(database);
    const before = await snapshot(database);
    const product = (await getEntry(database, 'product', 1))!;
    const video = (await allEntries(database, 'video'))[2];
    const person = (await allEntries(database, 'person'))[0];
    const refusals = [
      [await saveEntry(database, { kind: 'product', id: 1, data: { ...product.data, price: 500 }, actor })],
      [
        await saveEntry(database, {
          kind: 'product',
          id: 1,
          data: { ...product.data, categories: ['Potions'] },
          actor,
        }),
      ],
      [
        await saveEntry(database, {
          kind: 'video',
          id: video.id,
          data: { ...video.data, url: 'https://vimeo.com/1' },
          actor,
        }),
      ],
      [await saveEntry(database, { kind: 'person', data: { ...person.data, name: 'Ama', role: 'Wizard' }, actor })],
    ].map(([result]) => (result.refused === 'invalid' ? result.problems : result));
    expect(refusals).toEqual([
      [`product 1 '${product.data.name}': price must be between 5 and 200 cedis (found 500)`],
      [expect.stringMatching(new RegExp(`^product 1 '.+': category "Potions" is not one of: `))],
      [
        `video 3 '${video.data.title}': url "https://vimeo.com/1" is not a YouTube video address; copy it from the video's Share button (https://youtu.be/...)`,
      ],
      [expect.stringMatching(/^'Ama': role "Wizard" is not one of: Priest, /)],
    ]);
    expect(await snapshot(database)).toEqual(before);
  });

  it('archives a product rather than deleting it, and never gives its id to another', async () => {
    const database = await db();
    const count = await database.$count(catalogueEntries);
    const highest = Math.max(...(await allEntries(database, 'product')).map((entry) => entry.id));
    const archived = await setArchived(database, { kind: 'product', id: highest, archived: true, actor });
    expect(archived.refused).toBe(false);
    expect(await database.$count(catalogueEntries)).toBe(count);
    expect((await getEntry(database, 'product', highest))?.archived).toBe(true);
    expect((await shownEntries(database, 'product')).map((product) => product.id)).not.toContain(highest);

    const { data } = (await getEntry(database, 'product', 1))!;
    const added = await saveEntry(database, {
      kind: 'product',
      data: { ...data, id: highest, name: 'Kola Nuts' },
      actor,
    });
    if (added.refused) throw new Error(JSON.stringify(added));
    expect([added.entry.id, added.entry.data.id]).toEqual([highest + 1, highest + 1]);
    expect((await shownEntries(database, 'product')).at(-1)?.name).toBe('Kola Nuts');
    expect(await lastRefresh(database)).toEqual(['_N_T_/(site)/layout', '_N_T_/sitemap.xml']);
    await setArchived(database, { kind: 'product', id: highest + 1, archived: true, actor });
    const again = await saveEntry(database, { kind: 'product', data: { ...data, name: 'Tiger Nuts' }, actor });
    expect(again.refused === false && again.entry.id).toBe(highest + 2);
  });

  it('refuses a save over a newer version with the current values, writing nothing', async () => {
    const database = await db();
    const opened = (await getEntry(database, 'product', 2))!;
    const first = await saveEntry(database, {
      kind: 'product',
      id: 2,
      version: opened.version,
      data: { ...opened.data, price: 19.5 },
      actor,
    });
    expect(first.refused === false && first.entry.version).toBe(opened.version + 1);
    const before = await snapshot(database);
    const second = await saveEntry(database, {
      kind: 'product',
      id: 2,
      version: opened.version,
      data: { ...opened.data, price: 21 },
      actor,
    });
    expect(second.refused).toBe('conflict');
    if (second.refused !== 'conflict') return;
    expect([second.current.version, (second.current.data as { price: number }).price]).toEqual([
      opened.version + 1,
      19.5,
    ]);
    expect(await snapshot(database)).toEqual(before);
  });

  it("refuses a change or a move that breaks the list's rules, and moves what keeps them", async () => {
    const database = await db();
    const before = await snapshot(database);
    const [first, second] = await allEntries(database, 'video');
    const withCategory = await saveEntry(database, {
      kind: 'video',
      id: first.id,
      data: { ...first.data, category: 'MHV MUSIC' },
      actor,
    });
    expect(withCategory.refused === 'invalid' && withCategory.problems).toEqual([
      `video 1 '${first.data.title}': category must be left out: the first video opens the page (KRADA & AKWASIDAE)`,
    ]);
    // The second video has a category: moved up (or the first moved down), it would open the page.
    for (const move of [
      { id: second.id, direction: 'up' as const },
      { id: first.id, direction: 'down' as const },
    ]) {
      const moved = await moveEntry(database, { kind: 'video', ...move, actor });
      expect(moved.refused === 'invalid' && moved.problems).toEqual([
        `video 1 '${second.data.title}': category must be left out: the first video opens the page (KRADA & AKWASIDAE)`,
      ]);
    }
    const [listingA, listingB] = await allEntries(database, 'listing');
    const sameName = await saveEntry(database, {
      kind: 'listing',
      id: listingB.id,
      data: { ...listingB.data, companyName: listingA.data.companyName },
      actor,
    });
    expect(sameName.refused === 'invalid' && sameName.problems.join('\n')).toContain(
      `"${listingA.data.companyName}" is already used by '${listingA.data.companyName}'`,
    );
    expect(await snapshot(database)).toEqual(before);

    const [personA, personB, personC] = await allEntries(database, 'person');
    const moved = await moveEntry(database, { kind: 'person', id: personB.id, direction: 'up', actor });
    expect(moved.refused).toBe(false);
    expect((await shownEntries(database, 'person')).slice(0, 3)).toEqual([personB.data, personA.data, personC.data]);
    const after = await allEntries(database, 'person');
    expect(new Set(after.map((entry) => entry.position)).size).toBe(after.length);
    expect(after.slice(0, 2).map((entry) => entry.version)).toEqual([personB.version + 1, personA.version + 1]);
    expect(await lastRefresh(database)).toEqual(['_N_T_/about']);
    expect((await lastLog(database))?.action).toBe('catalogue_moved');
  });

  it('logs each change with the values before and after, and names the pages it makes out of date', async () => {
    const database = await db();
    const product = (await getEntry(database, 'product', 3))!;
    const changes = [
      [{ kind: 'product', id: 3, data: { ...product.data, price: 31 } }, ['_N_T_/(site)/layout']],
      [
        { kind: 'product', id: 3, data: { ...product.data, price: 31, description: 'Cup.' } },
        ['_N_T_/(site)/Products/layout'],
      ],
    ] as const;
    for (const [change, tags] of changes) {
      const before = await snapshot(database);
      const result = await saveEntry(database, { ...change, actor });
      expect(result.refused).toBe(false);
      const after = await snapshot(database);
      expect([after.log, after.refreshes]).toEqual([before.log + 1, before.refreshes + 1]);
      expect(await lastRefresh(database)).toEqual(tags);
    }
    const log = (await lastLog(database))!;
    expect(log).toMatchObject({ action: 'catalogue_changed', reference: 'product 3', actorEmail: 'owner@example.org' });
    const detail = log.detail as { before: string; after: string };
    expect(JSON.parse(detail.before)).toMatchObject({ price: 31, description: product.data.description });
    expect(JSON.parse(detail.after)).toMatchObject({ price: 31, description: 'Cup.', archived: false });
    expect((await getEntry(database, 'product', 3))?.updatedBy).toBe('owner@example.org');

    const listing = (await allEntries(database, 'listing'))[0];
    const renamed = { ...listing.data, companyName: 'Nkwa Herbal Clinic' };
    await saveEntry(database, { kind: 'listing', id: listing.id, data: renamed, actor });
    expect(await lastRefresh(database)).toEqual(['_N_T_/(site)/directory/layout', '_N_T_/sitemap.xml']);
    await setArchived(database, { kind: 'product', id: 3, archived: true, actor });
    expect((await lastLog(database))?.action).toBe('catalogue_archived');
    expect(await lastRefresh(database)).toEqual(['_N_T_/(site)/layout', '_N_T_/sitemap.xml']);
  });
});
