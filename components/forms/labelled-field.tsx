import type { ReactNode } from 'react';

// One field of a visitor's form (the contact form, the directory application): its label, with the star the site's
// forms give a required field, the input, and a hint read out with it.

export const fieldInputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none';

interface LabelledFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The input, given `aria-describedby={hintId(id)}` when there is a hint. */
  children: ReactNode;
}

/** The id of a field's hint, for the input's aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;

export function LabelledField({ id, label, required, hint, children }: LabelledFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-stone-800">
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
