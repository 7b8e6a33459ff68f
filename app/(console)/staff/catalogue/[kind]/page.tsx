import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { CatalogueEntryItem } from '@/components/console/catalogue-entry-item';
import { CatalogueTabs } from '@/components/console/catalogue-tabs';
import { buttonClasses } from '@/components/console/console-classes';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { kindOfSegment, kindWords, ownerManages } from '@/lib/console/catalogue/catalogue-pages';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { entryListData } from '@/lib/console/page-queries/catalogue';

export const metadata: Metadata = { title: 'Catalogue' };

type Params = Promise<{ kind: string }>;

// The videos, the directory's listings or the people, in the order the site shows them: each to open and change,
// move up or down, or archive; the archived ones below, to put back. Short lists, so one page holds each.
export default async function CatalogueListPage(props: { params: Params; searchParams: Promise<PageSearchParams> }) {
  const [{ kind: segment }, params] = await Promise.all([props.params, props.searchParams]);
  const kind = kindOfSegment(segment);
  if (!kind) notFound();
  if (kind === 'product') redirect(staffRoutes.catalogue);
  const { member } = await requireStaff({ path: staffRoutes.catalogueList(kind), owner: ownerManages(kind) });
  const [entries, result] = await Promise.all([entryListData(kind), readFormResult(params)]);
  const shown = entries.filter((entry) => !entry.archived);
  const archived = entries.filter((entry) => entry.archived);
  const words = kindWords[kind];
  return (
    <ConsoleShell member={member} current="catalogue" title={words.list}>
      <CatalogueTabs current={kind} owner={member.role === 'owner'} />
      <FormResultBanner result={result} />
      <p className="mt-4">
        <Link href={staffRoutes.catalogueEntry(kind, 'new')} prefetch={false} className={buttonClasses.primary}>
          {words.add}
        </Link>
      </p>
      <ol className="mt-4 space-y-3" aria-label={`${words.list} in the order the site shows them`}>
        {shown.map((entry, index) => (
          <li key={entry.id}>
            <CatalogueEntryItem entry={entry} first={index === 0} last={index === shown.length - 1} />
          </li>
        ))}
      </ol>
      {archived.length > 0 && (
        <ConsoleSection id="archived" title="Archived">
          <ul className="mt-3 space-y-3">
            {archived.map((entry) => (
              <li key={entry.id}>
                <CatalogueEntryItem entry={entry} first last />
              </li>
            ))}
          </ul>
        </ConsoleSection>
      )}
    </ConsoleShell>
  );
}
