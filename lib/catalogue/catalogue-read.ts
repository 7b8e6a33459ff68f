import 'server-only';
import { cache } from 'react';
import { withDatabase } from '@/lib/server/db/connection';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { catalogueRules, type CatalogueShapes } from './catalogue-kinds';
import { shownEntries } from './catalogue-store';

// What the public pages read of the catalogue. `next build` renders from the seed in content/ and never opens the
// database (a Cloudflare or CI build cannot reach it); a running server reads the database, and a new build's pages
// are checked against it before any is served (lib/site/page-cache/page-refresh-follower.ts). If the database
// stops answering while a page is rendered again, the last list this process read is used, so the page keeps its
// last good version; with none, the render fails and the cache keeps serving the page it had.

const lastGood = new Map<CatalogueKind, unknown[]>();

async function read<K extends CatalogueKind>(kind: K): Promise<CatalogueShapes[K][]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [...catalogueRules[kind].seed()];
  try {
    const list = await withDatabase((db) => shownEntries(db, kind));
    lastGood.set(kind, list);
    return list;
  } catch (error) {
    const last = lastGood.get(kind);
    if (!last) throw error;
    console.error(
      `[catalogue] the database did not answer; the ${kind} list last read is shown:`,
      (error as Error).message,
    );
    return last as CatalogueShapes[K][];
  }
}

// Once per request: the layout (the cart) and the page read the products in the same render.
export const readProducts = cache(() => read('product'));
export const readVideos = cache(() => read('video'));
export const readListings = cache(() => read('listing'));
export const readPeople = cache(() => read('person'));
