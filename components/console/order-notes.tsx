import { MAX_NOTE_LENGTH } from '@/lib/console/console-limits';
import { formatTime } from '@/lib/console/console-format';
import { consoleTexts } from '@/lib/console/console-messages';
import type { OrderNote } from '@/lib/console/order-detail';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';

/** What staff wrote about the order, oldest first, and a box to add to it. Notes are never changed or removed. */
export function OrderNotes({ reference, notes }: { reference: string; notes: OrderNote[] }) {
  return (
    <>
      {notes.length === 0 ? (
        <p className="mt-3 text-stone-700">{consoleTexts.noNotes}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-stone-100 p-3">
              <p className="text-sm text-stone-700">
                <span className="wrap-anywhere">{note.actorEmail || 'someone'}</span> ·{' '}
                <time dateTime={note.at.toISOString()}>{formatTime(note.at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ActionForm action="note" hidden={{ reference }} className="mt-4 space-y-3">
        <TextAreaField id="note-body" name="body" label="Add a note" required maxLength={MAX_NOTE_LENGTH} />
        <SubmitButton tone="secondary">Add note</SubmitButton>
      </ActionForm>
    </>
  );
}
