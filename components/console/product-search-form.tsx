import type { ProductQuery } from '@/lib/console/catalogue/product-list';
import { MAX_SEARCH_LENGTH } from '@/lib/console/console-limits';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Finding products by a part of their name. A GET form: the search lives in the address. */
export function ProductSearchForm({ query }: { query: ProductQuery }) {
  return (
    <form
      method="get"
      action={staffRoutes.catalogue}
      role="search"
      aria-label="Find products"
      className="mt-4 flex items-end gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      {query.archived && <input type="hidden" name="archived" value="1" />}
      <TextField
        id="q"
        name="q"
        type="search"
        label="Search by name"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        defaultValue={query.q}
        className="min-w-0 flex-1"
      />
      <SubmitButton>Find</SubmitButton>
    </form>
  );
}
