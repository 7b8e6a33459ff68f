import { roleWords } from '@/lib/console/console-format';
import { ActionForm } from './action-form';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

// Staff first, the everyday choice; then the care centre's role, then the owner's, which gives away most.
const roleOptions = (['staff', 'care', 'owner'] as const).map((role) => [role, roleWords[role]] as const);

/** A new account: its e-mail and role. The page then shows its one-time link to send to the person. */
export function AddStaffForm() {
  return (
    <ActionForm action="add-staff" className="mt-3 space-y-4">
      <TextField id="new-email" name="email" label="Email" type="email" autoComplete="off" required maxLength={254} />
      <SelectField id="new-role" name="role" label="Role" options={roleOptions} defaultValue="staff" />
      <SubmitButton>Add</SubmitButton>
    </ActionForm>
  );
}
