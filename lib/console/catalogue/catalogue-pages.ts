import { catalogueSegments } from '@/lib/auth/staff-routes';
import type { CatalogueKind } from '@/lib/server/db/stored-values';

// What the catalogue's pages say about each kind, and which kind and entry an address names. Free of server code.

export const kindWords: Record<CatalogueKind, { list: string; one: string; add: string }> = {
  product: { list: 'Products', one: 'product', add: 'Add product' },
  video: { list: 'Videos', one: 'video', add: 'Add video' },
  listing: { list: 'Directory', one: 'listing', add: 'Add listing' },
  person: { list: 'People', one: 'person', add: 'Add person' },
};

/** The kind an address's segment names ('videos' → 'video'), or null. */
export function kindOfSegment(segment: string): CatalogueKind | null {
  const found = Object.entries(catalogueSegments).find(([, name]) => name === segment);
  return found ? (found[0] as CatalogueKind) : null;
}

/** 'new', an entry's number, or null for anything else. */
export function entryOfSegment(segment: string): number | 'new' | null {
  if (segment === 'new') return 'new';
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}

/** Videos are every staff member's; the directory, the people, adding and archiving products are the owner's. */
export const ownerManages = (kind: CatalogueKind) => kind !== 'video';
