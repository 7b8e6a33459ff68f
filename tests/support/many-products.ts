import { sql } from 'drizzle-orm';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';

// A catalogue of many products for the list's tests and bench: the seed, then `count` more named 'Product n …'
// (every 100th a 'Moringa' blend, every 7th paused), written in the database's own batches.

export const manyProductName = (n: number) => `Product ${n} ${n % 100 === 0 ? 'Moringa blend' : 'Shea butter'}`;

export async function seedManyProducts(db: AppDatabase, count: number): Promise<void> {
  await ensureCatalogueSeeded(db);
  const [{ start }] = await db
    .select({ start: sql<number>`coalesce(max(${catalogueEntries.id}), 0)::int` })
    .from(catalogueEntries)
    .where(sql`${catalogueEntries.kind} = 'product'`);
  for (let from = 1; from <= count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from + 1) }, (_, i) => {
      const n = from + i;
      const id = start + n;
      return {
        kind: 'product' as const,
        id,
        position: id,
        updatedBy: 'test',
        data: {
          id,
          name: manyProductName(n),
          description: 'A product made for the test of a long list.',
          price: 5 + (n % 190),
          currency: 'GHS',
          categories: ['Healing'],
          image_url: '/products/moringa-tea.svg',
          stock_status: n % 7 === 0 ? 'Out of Stock' : 'In Stock',
        },
      };
    });
    await db.insert(catalogueEntries).values(batch);
  }
}
