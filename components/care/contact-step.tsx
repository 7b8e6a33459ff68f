'use client';

import { useId, type FormEvent } from 'react';
import type { AssessmentContact } from '@/lib/assessments/assessment-flow';
import { StepHeading } from '@/components/care/step-heading';

interface ContactStepProps {
  contact: AssessmentContact;
  onChange: (field: keyof AssessmentContact, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

const fields: { field: keyof AssessmentContact; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

// After the last question. No field is required: submitting with all three empty still shows the result.
export function ContactStep({ contact, onChange, onSubmit, onBack }: ContactStepProps) {
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <div>
        <StepHeading id={`${id}-title`}>Your details</StepHeading>
        <p className="mt-1 text-stone-700">
          All questions answered. If you wish, add your details: they are printed on your result so our health team
          knows whose it is when you bring it to a consultation. Every field is optional, and nothing is sent anywhere
          unless you choose to send your result to the care centre.
        </p>
      </div>
      {fields.map(({ field, label, type, autoComplete }) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="block font-medium text-stone-800">
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={contact[field]}
            onChange={(event) => onChange(field, event.target.value)}
            className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2.5 text-base focus:border-brand-700"
          />
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 pt-2">
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg px-3 py-2 font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">← </span>Back
        </button>
        <button
          type="submit"
          className="min-h-12 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          See my result
        </button>
      </div>
    </form>
  );
}
