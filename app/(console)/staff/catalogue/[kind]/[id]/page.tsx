import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CatalogueEntryForm } from '@/components/console/catalogue-entry-form';
import { ArchiveButton } from '@/components/console/catalogue-list-buttons';
import { CatalogueTabs } from '@/components/console/catalogue-tabs';
import { textLinkClass } from '@/components/console/console-classes';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { catalogueRules } from '@/lib/catalogue/catalogue-kinds';
import { catalogueForms } from '@/lib/console/catalogue/catalogue-forms';
import { entryOfSegment, kindOfSegment, kindWords, ownerManages } from '@/lib/console/catalogue/catalogue-pages';
import { formatTime } from '@/lib/console/console-format';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { entryPageData, productStockData } from '@/lib/console/page-queries/catalogue-entry';
import { ProductStock } from '@/components/console/product-stock';

export const metadata: Metadata = { title: 'Catalogue' };

type Params = Promise<{ kind: string; id: string }>;

// One entry of the catalogue, to change; or a new one ('new'). Adding a product and everything about the directory
// and the people is the owner's: staff get 403 here, and the server refuses their posts too.
export default async function CatalogueEntryPage(props: { params: Params; searchParams: Promise<PageSearchParams> }) {
  const [{ kind: segment, id: idSegment }, params] = await Promise.all([props.params, props.searchParams]);
  const kind = kindOfSegment(segment);
  const id = entryOfSegment(idSegment);
  if (!kind || id === null) notFound();
  const ownerOnly = (kind === 'product' && id === 'new') || (kind !== 'product' && ownerManages(kind));
  const { member } = await requireStaff({ path: staffRoutes.catalogueEntry(kind, id), owner: ownerOnly });
  const owner = member.role === 'owner';
  const counted = kind === 'product' && id !== 'new';
  const [entry, result, stock] = await Promise.all([
    id === 'new' ? null : entryPageData(kind, id),
    readFormResult(params),
    counted ? productStockData(id) : null,
  ]);
  if (id !== 'new' && !entry) notFound();
  const words = kindWords[kind];
  const name = entry ? catalogueRules[kind].describe(entry.data, entry.position - 1) : null;
  const form = catalogueForms[kind] as unknown as { toFields(data: unknown): Record<string, string> };
  // A refused form comes back with what was typed: the stock form's or the entry's, each to its own form.
  const stockTyped = result?.fields && 'stock' in result.fields ? result.fields : null;
  const values = (!stockTyped && result?.fields) || (entry ? form.toFields(entry.data) : {});
  const mayArchive = owner || !ownerManages(kind);
  return (
    <ConsoleShell member={member} current="catalogue" title={entry ? `Change ${words.one}` : words.add}>
      <CatalogueTabs current={kind} owner={owner} />
      <p className="mt-4">
        <Link href={staffRoutes.catalogueList(kind)} prefetch={false} className={textLinkClass}>
          Back to {words.list.toLowerCase()}
        </Link>
      </p>
      <FormResultBanner result={result} />
      {entry && (
        <p className="mt-2 break-words text-stone-700">
          {name} · last saved by {entry.updatedBy} at {formatTime(entry.updatedAt)}
          {entry.archived && ' · archived: not shown on the site'}
        </p>
      )}
      <CatalogueEntryForm kind={kind} entry={entry} values={values} owner={owner} />
      {entry && stock && <ProductStock productId={entry.id} stock={stock} typed={stockTyped} owner={owner} />}
      {entry && mayArchive && (
        <div className="mt-6">
          <ArchiveButton kind={kind} entry={entry} name={name!} />
        </div>
      )}
    </ConsoleShell>
  );
}
