'use client';

import { useState } from 'react';
import type { AssessmentContact } from '@/lib/types/assessment';

// Heads the printed result: who it belongs to and when it was taken, for the consultation.
export function PreparedFor({ contact }: { contact: AssessmentContact }) {
  const [takenOn] = useState(() =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );
  const details = [contact.name, contact.email, contact.phone].map((value) => value.trim()).filter(Boolean);
  return (
    <p className="text-sm text-stone-600">
      {details.length > 0 ? (
        <>
          Prepared for <span className="font-medium text-stone-800">{details.join(' · ')}</span> on {takenOn}
        </>
      ) : (
        <>Taken on {takenOn}</>
      )}
    </p>
  );
}
