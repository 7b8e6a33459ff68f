import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/console/console-classes';
import { CatalogueTabs } from '@/components/console/catalogue-tabs';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { Pager } from '@/components/console/pager';
import { ProductListItem } from '@/components/console/product-list-item';
import { ProductSearchForm } from '@/components/console/product-search-form';
import { readProductQuery, type ProductQuery } from '@/lib/console/catalogue/product-list';
import { countOf } from '@/lib/console/console-format';
import { PRODUCTS_PER_PAGE } from '@/lib/console/console-limits';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { productListData } from '@/lib/console/page-queries/catalogue';

export const metadata: Metadata = { title: 'Catalogue' };

function listHref({ q, page, archived }: ProductQuery) {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (archived) search.set('archived', '1');
  if (page > 1) search.set('page', String(page));
  return search.size ? `${staffRoutes.catalogue}?${search}` : staffRoutes.catalogue;
}

// The catalogue's first page: the products, found by name, a page at a time; the owner adds one here, and the
// archive lists those taken off the shop, to put one back.
export default async function CataloguePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const query = readProductQuery(params);
  const { member } = await requireStaff({ path: listHref(query) });
  const owner = member.role === 'owner';
  const [{ rows, total }, result] = await Promise.all([productListData(query), readFormResult(params)]);
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  return (
    <ConsoleShell member={member} current="catalogue" title={query.archived ? 'Archived products' : 'Catalogue'}>
      <CatalogueTabs current="product" owner={owner} />
      <FormResultBanner result={result} />
      <div className="mt-4 flex flex-wrap gap-3">
        {owner && !query.archived && (
          <Link href={staffRoutes.catalogueEntry('product', 'new')} prefetch={false} className={buttonClasses.primary}>
            Add product
          </Link>
        )}
        <Link
          href={listHref({ page: 1, archived: !query.archived })}
          prefetch={false}
          className={buttonClasses.secondary}
        >
          {query.archived ? 'Products on the shop' : 'Archived products'}
        </Link>
      </div>
      <ProductSearchForm query={query} />
      <p className="mt-4 text-stone-700" role="status">
        {countOf(total, 'product', 'products')}
        {query.q ? ` named with “${query.q}”` : ''}
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((product) => (
          <li key={product.id}>
            <ProductListItem product={product} archived={query.archived} />
          </li>
        ))}
      </ul>
      <Pager
        label="Pages of products"
        page={Math.min(query.page, pages)}
        pages={pages}
        hrefFor={(page) => listHref({ ...query, page })}
      />
    </ConsoleShell>
  );
}
