import type { CatalogueEntry } from '@/lib/catalogue/catalogue-store';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { CatalogueListingForm } from './catalogue-listing-form';
import { CataloguePersonForm } from './catalogue-person-form';
import { CatalogueProductForm } from './catalogue-product-form';
import { CatalogueVideoForm } from './catalogue-video-form';

interface Props {
  kind: CatalogueKind;
  /** Null for a new entry. */
  entry: CatalogueEntry | null;
  values: Record<string, string>;
  owner: boolean;
}

/** The photo an entry shows now, whatever its kind calls the field. */
function photoOf(entry: CatalogueEntry | null): string | undefined {
  if (!entry) return undefined;
  const data = entry.data as { image_url?: string; image?: string | { src: string } };
  return data.image_url ?? (typeof data.image === 'string' ? data.image : data.image?.src);
}

/** The kind's form, filled in, posting the version it shows. */
export function CatalogueEntryForm({ kind, entry, values, owner }: Props) {
  const props = { id: entry?.id, version: entry?.version, values, photo: photoOf(entry), owner };
  if (kind === 'product') return <CatalogueProductForm {...props} />;
  if (kind === 'video') return <CatalogueVideoForm {...props} />;
  if (kind === 'listing') return <CatalogueListingForm {...props} />;
  return <CataloguePersonForm {...props} />;
}
