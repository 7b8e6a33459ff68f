import { site } from '@/content/site';
import { telHref } from '@/content/site-links';
import { CARE_DELETE_FORM_PATH } from '@/lib/assessments/care-follow-up-words';
import type { CareDeleteState } from '@/lib/assessments/care-follow-up-delete';

// The deletion page's explanation and its one button, a plain form (no code needed). What a press did is said above
// it; once the answers are gone, the button goes too.

const said: Record<CareDeleteState, { text: string; done: boolean }> = {
  deleted: {
    text: 'Your answers are deleted. The care centre no longer holds your answers, your result or your details.',
    done: true,
  },
  already: {
    text: 'Your answers were already deleted. There is nothing left to delete under this link.',
    done: true,
  },
  incomplete: {
    text: 'This link is incomplete. Open the link in your e-mail again, or call the care centre and ask them to delete your answers.',
    done: false,
  },
  unavailable: {
    text: 'Your answers could not be deleted just now. Please press the button again in a few minutes, or call the care centre.',
    done: false,
  },
};

interface CareDeletePanelProps {
  state: CareDeleteState | null;
  /** The key from the mail's link, or null when the address has none. */
  deleteKey: string | null;
}

export function CareDeletePanel({ state, deleteKey }: CareDeletePanelProps) {
  const notice = state ? said[state] : null;
  const offerButton = deleteKey !== null && !notice?.done;
  const missingKey = !notice && deleteKey === null;
  const call = (
    <a href={telHref(site.healthCarePhone)} className="font-semibold text-brand-800 underline underline-offset-2">
      {site.healthCarePhone}
    </a>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-10 text-stone-800">
      {notice ? (
        <p role={notice.done ? 'status' : 'alert'} className="rounded-md bg-brand-50 p-3 font-medium text-brand-900">
          {notice.text}
        </p>
      ) : null}
      {missingKey ? <p role="alert">{said.incomplete.text}</p> : null}
      {offerButton ? (
        <form method="post" action={CARE_DELETE_FORM_PATH} className="space-y-4">
          <input type="hidden" name="key" value={deleteKey} />
          <p>
            This deletes what you sent to the {site.careName} with a self-assessment: your answers, your result, the
            name, phone number and e-mail address you gave, and the e-mail with your result. The care centre will no
            longer see them, and they cannot be brought back.
          </p>
          <p>If you still want to talk about your result, you can call the centre on {call} at any time.</p>
          <button
            type="submit"
            className="min-h-12 rounded-xl border-2 border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
          >
            Delete my answers
          </button>
        </form>
      ) : (
        <p>The care centre&apos;s phone number is {call}.</p>
      )}
    </div>
  );
}
