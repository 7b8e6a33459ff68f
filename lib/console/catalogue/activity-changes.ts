import { staffRoutes } from '@/lib/auth/staff-routes';
import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';

// How the activity log reads a catalogue change: the writes log the entry's values before and after as JSON, and
// the owner reads only what differs ('price: 45 → 47.5'). Free of server code.

const QUOTE_UP_TO = 80;

function readJson(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function words(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > QUOTE_UP_TO ? `${text.slice(0, QUOTE_UP_TO)}…` : text;
}

/** Each field that differs between the logged values, as 'price: 45 → 47.5'; null for an entry of another kind. */
export function catalogueChanges(detail: Record<string, unknown>): string[] | null {
  if (!('after' in detail)) return null;
  const after = readJson(detail.after);
  if (!after) return null;
  const before = readJson(detail.before) ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${words(before[key])} → ${words(after[key])}`);
}

/** The console page of the entry a log line names ('product 1'), or null when it names an order. */
export function catalogueEntryHref(reference: string): string | null {
  const [kind, id] = reference.split(' ');
  if (!catalogueKinds.includes(kind as CatalogueKind) || !/^\d+$/.test(id ?? '')) return null;
  return staffRoutes.catalogueEntry(kind as CatalogueKind, Number(id));
}
