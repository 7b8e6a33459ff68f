import { ConsoleTabs } from '@/components/console/console-tabs';
import { staffRoutes } from '@/lib/auth/staff-routes';
import type { CatalogueKind } from '@/lib/server/db/stored-values';

const tabs: { kind: CatalogueKind; words: string; owner?: boolean }[] = [
  { kind: 'product', words: 'Products' },
  { kind: 'video', words: 'Videos' },
  { kind: 'listing', words: 'Directory', owner: true },
  { kind: 'person', words: 'People', owner: true },
];

/** The catalogue's lists; the directory and the people are the owner's. */
export function CatalogueTabs({ current, owner }: { current: CatalogueKind; owner: boolean }) {
  const shown = tabs
    .filter((tab) => owner || !tab.owner)
    .map(({ kind, words }) => ({ href: staffRoutes.catalogueList(kind), words }));
  return <ConsoleTabs label="Catalogue" tabs={shown} current={staffRoutes.catalogueList(current)} />;
}
