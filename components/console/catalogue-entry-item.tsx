import Link from 'next/link';
import { catalogueRules, type CatalogueShapes } from '@/lib/catalogue/catalogue-kinds';
import type { CatalogueEntry } from '@/lib/catalogue/catalogue-store';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { ArchiveButton, MoveButtons } from './catalogue-list-buttons';

/** The few words beside a name: a video's category and year, a listing's town, a person's role. */
function detailOf(entry: CatalogueEntry): string {
  if (entry.kind === 'video') {
    const video = entry.data as CatalogueShapes['video'];
    return [video.category ?? 'General', video.year, video.channel].filter(Boolean).join(' · ');
  }
  if (entry.kind === 'listing') return (entry.data as CatalogueShapes['listing']).location;
  if (entry.kind === 'person') return (entry.data as CatalogueShapes['person']).role;
  return '';
}

function titleOf(entry: CatalogueEntry): string {
  const data = entry.data as { title?: string; companyName?: string; name?: string };
  return data.title ?? data.companyName ?? data.name ?? `${catalogueRules[entry.kind].noun} ${entry.id}`;
}

/** One entry of a list: its name (opening its form), what it is, and its buttons. */
export function CatalogueEntryItem({ entry, first, last }: { entry: CatalogueEntry; first: boolean; last: boolean }) {
  const title = titleOf(entry);
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <Link
        href={staffRoutes.catalogueEntry(entry.kind, entry.id)}
        prefetch={false}
        className="inline-flex min-h-11 items-center font-semibold break-words text-brand-900 underline underline-offset-2"
      >
        {title}
      </Link>
      <p className="text-stone-700">{detailOf(entry)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!entry.archived && <MoveButtons kind={entry.kind} entry={entry} name={title} first={first} last={last} />}
        <ArchiveButton kind={entry.kind} entry={entry} name={title} />
      </div>
    </article>
  );
}
