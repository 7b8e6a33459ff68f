import 'server-only';
import { z } from 'zod';
import { catalogueRules } from '@/lib/catalogue/catalogue-kinds';
import { moveEntry, setArchived, type CatalogueWrite } from '@/lib/catalogue/catalogue-writes';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { entryFields } from '../catalogue/form-kinds';
import { inFormWords } from '../catalogue/catalogue-forms';
import { ownerManages } from '../catalogue/catalogue-pages';
import { formatTime } from '../console-format';
import { formResultCookie } from '../form-result';
import { consoleAction, type ActionContext } from './console-action';

// Taking an entry off the site (archiving: nothing is ever deleted) or putting it back, and moving it up or down
// the order its kind is shown in. Videos are every staff member's to manage; the rest are the owner's.

const kind = z.enum(catalogueKinds, { error: 'The kind of entry is not one the catalogue has.' });
const whose = (input: { kind: CatalogueKind }) => (ownerManages(input.kind) ? 'owner' : 'staff');
const id = entryFields.id.unwrap();

/** Back to the list the button was on, with what happened or why nothing did. */
async function outcome(
  entryKind: CatalogueKind,
  written: CatalogueWrite<CatalogueKind>,
  done: (name: string) => string,
  context: ActionContext,
  list = staffRoutes.catalogueList(entryKind),
) {
  if (written.refused === false) {
    const name = catalogueRules[entryKind].describe(written.entry.data, written.entry.position - 1);
    return formResultCookie({ notice: done(name) }, list, context.secure);
  }
  const problems =
    written.refused === 'conflict'
      ? [
          `Changed by ${written.current.updatedBy} at ${formatTime(written.current.updatedAt)}: your changes were not saved`,
        ]
      : written.refused === 'missing'
        ? ['That entry is not in the list any more.']
        : written.problems.map((problem) => inFormWords(entryKind, problem));
  return formResultCookie({ problems }, list, context.secure);
}

export const archiveAction = consoleAction({
  access: whose,
  schema: z.strictObject({
    kind,
    id,
    version: entryFields.version,
    archived: z.enum(['true', 'false'], { error: 'Say true or false.' }),
  }),
  async handle(input, context) {
    const archived = input.archived === 'true';
    const written = await announcingPageRefreshes(context.db, () =>
      setArchived(context.db, { ...input, archived, actor: context.actor }),
    );
    // Back to the list the button was on: a product is put back from the archive's list.
    const list =
      input.kind === 'product' && !archived
        ? `${staffRoutes.catalogue}?archived=1`
        : staffRoutes.catalogueList(input.kind);
    const done = (name: string) => (archived ? `Archived: ${name}.` : `Put back: ${name}.`);
    return outcome(input.kind, written, done, context, list);
  },
});

export const moveAction = consoleAction({
  access: whose,
  schema: z.strictObject({ kind, id, direction: z.enum(['up', 'down'], { error: 'Say up or down.' }) }),
  async handle(input, context) {
    const written = await announcingPageRefreshes(context.db, () =>
      moveEntry(context.db, { ...input, actor: context.actor }),
    );
    return outcome(input.kind, written, (name) => `Moved ${input.direction}: ${name}.`, context);
  },
});
