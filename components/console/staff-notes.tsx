import { MAX_NOTE_LENGTH } from '@/lib/console/console-limits';
import { formatTime } from '@/lib/console/console-format';
import { consoleTexts } from '@/lib/console/console-messages';
import type { ConsoleActionName } from '@/lib/console/actions/action-table';
import { ActionForm } from './action-form';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';

/** One note as staff see it: who wrote it, when, and what. */
interface StaffNote {
  id: number;
  author: string | null;
  at: Date;
  body: string;
}

interface StaffNotesProps {
  notes: StaffNote[];
  /** The action that adds a note, and the hidden field naming what it is about (an order, an inbox item). */
  action: ConsoleActionName;
  about: Record<string, string>;
}

/** What staff wrote about an order or an inbox item, oldest first, and a box to add to it. Never changed or removed. */
export function StaffNotes({ notes, action, about }: StaffNotesProps) {
  return (
    <>
      {notes.length === 0 ? (
        <p className="mt-3 text-stone-700">{consoleTexts.noNotes}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-stone-100 p-3">
              <p className="text-sm text-stone-700">
                <span className="wrap-anywhere">{note.author || 'someone'}</span> ·{' '}
                <time dateTime={note.at.toISOString()}>{formatTime(note.at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ActionForm action={action} hidden={about} className="mt-4 space-y-3">
        <TextAreaField id="note-body" name="body" label="Add a note" required maxLength={MAX_NOTE_LENGTH} />
        <SubmitButton tone="secondary">Add note</SubmitButton>
      </ActionForm>
    </>
  );
}
