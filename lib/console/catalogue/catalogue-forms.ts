import type { CatalogueShapes } from '@/lib/catalogue/catalogue-kinds';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import type { Fact, KindForm } from './form-kinds';
import { listingForm } from './listing-form';
import { personForm } from './person-form';
import { productForm } from './product-form';
import { videoForm } from './video-form';

// The four kinds' forms, and what the console says about a save: what changed, in the form's own words.

type Forms = { [K in CatalogueKind]: KindForm<K, never> };
export const catalogueForms = { product: productForm, video: videoForm, listing: listingForm, person: personForm };

const formOf = <K extends CatalogueKind>(kind: K) => (catalogueForms as unknown as Forms)[kind];

/** Long text is named rather than quoted: a changed description reads 'Description changed'. */
const QUOTE_UP_TO = 60;

/** Each fact that differs, as 'Price (GHS) 45.00 → 47.50'. */
export function changedFacts<K extends CatalogueKind>(
  kind: K,
  before: CatalogueShapes[K] | null,
  after: CatalogueShapes[K],
): string[] {
  return (formOf(kind).facts as readonly Fact<K>[]).flatMap(([label, value]) => {
    const [was, now] = [before ? value(before) : '', value(after)];
    if (was === now) return [];
    if (was.length > QUOTE_UP_TO || now.length > QUOTE_UP_TO) return [`${label} changed`];
    return [`${label} ${was || '(none)'} → ${now || '(none)'}`];
  });
}

/** 'Saved: Price (GHS) 45.00 → 47.50', or that nothing changed. */
export function savedNotice<K extends CatalogueKind>(
  kind: K,
  before: CatalogueShapes[K] | null,
  after: CatalogueShapes[K],
): string {
  const changes = changedFacts(kind, before, after);
  return changes.length > 0 ? `Saved: ${changes.join('; ')}` : 'Saved: nothing was different.';
}

/** A refusal of content/'s checks with each field named as the form labels it ('price must' → 'Price (GHS) must'). */
export function inFormWords(kind: CatalogueKind, problem: string): string {
  const words = Object.entries(formOf(kind).fieldWords).sort(([a], [b]) => b.length - a.length);
  for (const [word, label] of words) {
    const at = problem.indexOf(`: ${word} `);
    if (at >= 0) return `${problem.slice(0, at)}: ${label} ${problem.slice(at + word.length + 3)}`;
  }
  return problem;
}
