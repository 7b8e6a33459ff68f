import { ActionForm } from '../action-form';
import { SubmitButton } from '../submit-button';

/** 'Delete now', behind a second tap: the visitor may ask for their follow-up to be deleted at any time. */
export function DeleteCareForm({ id }: { id: string }) {
  return (
    <details className="mt-6 rounded-xl border border-stone-300 bg-white p-4">
      <summary className="min-h-11 cursor-pointer font-semibold text-red-800">Delete now</summary>
      <p className="mt-2">
        When the visitor asks, delete their follow-up: their answers, their result, their contact and the notes about it
        are gone at once, for everyone. The activity log keeps only that you deleted one.
      </p>
      <ActionForm action="inbox-delete-care" hidden={{ id }} className="mt-3">
        <SubmitButton tone="danger">Delete this follow-up</SubmitButton>
      </ActionForm>
    </details>
  );
}
