import type { z } from 'zod';
import { directoryListings } from '@/content/directory';
import { products } from '@/content/products';
import { teamMembers } from '@/content/team';
import { videos } from '@/content/videos';
import { listingListSchema, listingNamesSchema, listingSchema, type BusinessListing } from '@/content/schema/directory';
import { describeProduct, productIdsSchema, productSchema, type Product } from '@/content/schema/product';
import { teamListSchema, teamMemberSchema, teamNamesSchema, type TeamMember } from '@/content/schema/team';
import { describeVideo, videoListSchema, videoSchema, videoUrlsSchema, type Video } from '@/content/schema/video';
import { describeNamed } from '@/content/schema/fields';
import { contentProblems } from '@/lib/site/content-check/check-content';
import type { CatalogueKind } from '@/lib/server/db/stored-values';

// The four kinds of catalogue entry: the shape each one has (content/schema's, so the seed, the console, the
// command line and the pages all pass the same check), the seed in content/, and how messages name an entry.

/** The type of one entry of each kind, exactly as content/ writes it. */
export interface CatalogueShapes {
  product: Product;
  video: Video;
  listing: BusinessListing;
  person: TeamMember;
}

interface KindRules<K extends CatalogueKind> {
  /** One entry. */
  entry: z.ZodType<CatalogueShapes[K]>;
  /** The whole list as it will be shown: ids and names unique, the rules about the list as a whole. */
  list: z.ZodType[];
  /** The seed: what a new database is filled with, in order. */
  seed: () => readonly CatalogueShapes[K][];
  describe: (item: unknown, index: number) => string;
  /** The words the console and messages use: 'product', 'video', 'listing', 'person'. */
  noun: string;
}

export const catalogueRules: { [K in CatalogueKind]: KindRules<K> } = {
  product: {
    entry: productSchema as z.ZodType<Product>,
    list: [productIdsSchema],
    seed: () => products,
    describe: describeProduct,
    noun: 'product',
  },
  video: {
    entry: videoSchema as z.ZodType<Video>,
    list: [videoListSchema, videoUrlsSchema],
    seed: () => videos,
    describe: describeVideo,
    noun: 'video',
  },
  listing: {
    entry: listingSchema as z.ZodType<BusinessListing>,
    list: [listingListSchema, listingNamesSchema],
    seed: () => directoryListings,
    describe: describeNamed('companyName'),
    noun: 'listing',
  },
  person: {
    entry: teamMemberSchema as z.ZodType<TeamMember>,
    list: [teamListSchema, teamNamesSchema],
    seed: () => teamMembers,
    describe: describeNamed('name'),
    noun: 'person',
  },
};

/** Checks one entry; its parsed value, or one sentence per mistake naming the entry and the field. */
export function checkEntry<K extends CatalogueKind>(
  kind: K,
  value: unknown,
  index = 0,
): { ok: true; value: CatalogueShapes[K] } | { ok: false; problems: string[] } {
  const rules = catalogueRules[kind];
  const parsed = rules.entry.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: contentProblems([
      { file: '', value: [value], schemas: [rules.entry.array()], entry: (item) => rules.describe(item, index) },
    ]),
  };
}

/** Checks a whole list as the site will show it (unique ids and names, the rules about the list as a whole). */
export function listProblems(kind: CatalogueKind, list: readonly unknown[]): string[] {
  const rules = catalogueRules[kind];
  return contentProblems([
    { file: '', value: list, schemas: [rules.entry.array(), ...rules.list], entry: rules.describe },
  ]);
}
