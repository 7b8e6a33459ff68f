'use client';

import { followUpLabels, followUpMessages } from '@/lib/assessments/care-follow-up-words';

type Reach = { phone: string; email: string };

const fieldClass = 'mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2.5 text-base focus:border-brand-700';

// A phone number and an e-mail address, asked beside the box for a visitor who gave neither on the details step:
// that step is behind them, and the care centre needs one of the two to contact them.
export function CareFollowUpReach({
  id,
  reach,
  onChange,
}: {
  id: string;
  reach: Reach;
  onChange: (to: Reach) => void;
}) {
  return (
    <div className="space-y-3">
      <p className="text-stone-700">{followUpMessages.addReach}</p>
      {(['phone', 'email'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="block font-medium text-stone-800">
            {followUpLabels[field]}
          </label>
          <input
            id={`${id}-${field}`}
            type={field === 'email' ? 'email' : 'tel'}
            autoComplete={field === 'email' ? 'email' : 'tel'}
            value={reach[field]}
            onChange={(event) => onChange({ ...reach, [field]: event.target.value })}
            className={fieldClass}
          />
        </div>
      ))}
    </div>
  );
}
