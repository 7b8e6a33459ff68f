import 'server-only';
import { withDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { deleteByKey } from '@/lib/inbox/inbox-store';
import { CARE_DELETE_PATH } from './care-follow-up-words';

// 'Delete my answers' on the page the mail's link opens: a plain form, so that it works without the page's code, and
// a POST, since mail scanners open links (the page itself changes nothing). The key is the only proof of whose
// answers they are, so another site's form could delete nothing it does not already hold the key to. Every answer
// leads back to the page, which says what happened.

/** One short field: the key. */
const MAX_DELETE_FORM_BYTES = 512;

/** A key as newInboxKey() makes them: url-safe base64, well within this length. */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** What the page says after a press of the button. */
export const careDeleteStates = ['deleted', 'already', 'incomplete', 'unavailable'] as const;
export type CareDeleteState = (typeof careDeleteStates)[number];

function backTo(state: CareDeleteState, key?: string): Response {
  const query = new URLSearchParams({ done: state });
  // Only a press that could not be carried out keeps its key, so that the button can be pressed again.
  if (key) query.set('key', key);
  return new Response(null, {
    status: 303,
    headers: [
      ['Location', `${CARE_DELETE_PATH}?${query}`],
      ['Cache-Control', 'private, no-store'],
    ],
  });
}

/** Deletes the follow-up of `key`: 'deleted' the first time, 'already' once it is gone (or never was). */
async function deleteCareFollowUp(key: string): Promise<CareDeleteState> {
  if (!KEY.test(key)) return 'incomplete';
  try {
    return (await withDatabase((db) => deleteByKey(db, key))) ? 'deleted' : 'already';
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[care] a follow-up could not be deleted: the database is unavailable.');
    return 'unavailable';
  }
}

/** Everything the route of the deletion form exports. */
export function careDeleteRoute() {
  return formPostRoute(
    async (form) => {
      const key = form.get('key') ?? '';
      const state = await deleteCareFollowUp(key);
      return backTo(state, state === 'unavailable' ? key : undefined);
    },
    { name: 'care-delete', maxBodyBytes: MAX_DELETE_FORM_BYTES },
  );
}
