'use client';

import { useId, useState, type ReactNode } from 'react';
import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import { followUpLabels, followUpMessages } from '@/lib/assessments/care-follow-up-words';
import { sendFollowUp, type FollowUpOutcome } from '@/lib/assessments/care-follow-up-send';
import { CareFollowUpTerms } from '@/components/care/care-follow-up-terms';
import { CareFollowUpReach } from '@/components/care/care-follow-up-reach';

// Under a result: the visitor may send it to the care centre to be contacted about it. The box starts unticked, and
// without the tick nothing leaves the device: Send only says what is missing. A visitor who gave neither a phone nor
// an e-mail may add one here, since the details step is behind them.

interface CareFollowUpProps {
  assessment: 'lifestyle' | 'stressors';
  answers: readonly Answer[];
  contact: AssessmentContact;
  /** How long the care centre keeps what is sent, as the server's setting says. */
  retentionDays: number;
}

const boxClass = 'mt-1 h-5 w-5 shrink-0 accent-brand-700';

function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 font-medium text-stone-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={boxClass}
      />
      <span>{children}</span>
    </label>
  );
}

export function CareFollowUp({ assessment, answers, contact, retentionDays }: CareFollowUpProps) {
  const id = useId();
  const [askReach] = useState(() => !contact.email.trim() && !contact.phone.trim());
  const [reach, setReach] = useState({ email: contact.email, phone: contact.phone });
  const [consent, setConsent] = useState(false);
  const [emailMe, setEmailMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FollowUpOutcome | null>(null);
  const email = reach.email.trim();

  const send = async () => {
    if (busy) return;
    if (!consent) return setOutcome({ sent: false, text: followUpMessages.needsTick });
    if (!email && !reach.phone.trim()) return setOutcome({ sent: false, text: followUpMessages.needsContact });
    setBusy(true);
    setOutcome(null);
    setOutcome(await sendFollowUp({ assessment, answers, contact: { ...contact, ...reach }, emailResult: emailMe }));
    setBusy(false);
  };

  const sent = outcome?.sent === true;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-stone-200 p-4 print:hidden">
      <h4 id={`${id}-title`} className="font-semibold text-stone-900">
        Would you like the care centre to contact you?
      </h4>
      {sent ? null : (
        <>
          <CareFollowUpTerms retentionDays={retentionDays} />
          {askReach ? <CareFollowUpReach id={id} reach={reach} onChange={setReach} /> : null}
          <Tick checked={consent} onChange={setConsent}>
            {followUpLabels.consent}
          </Tick>
          {email ? (
            <div>
              <Tick checked={emailMe} onChange={setEmailMe}>
                {followUpLabels.emailMe}
              </Tick>
              <p className="mt-1 ml-8 text-sm break-words text-stone-600">
                {email}: {followUpMessages.emailOnly}
              </p>
            </div>
          ) : null}
          <button
            type="button"
            onClick={send}
            aria-disabled={busy}
            className="min-h-12 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
          >
            {followUpLabels.send}
          </button>
        </>
      )}
      <p role="status" className={sent ? 'font-semibold text-brand-900' : 'text-stone-700'}>
        {busy ? followUpMessages.sending : outcome?.sent ? outcome.text : ''}
      </p>
      {outcome && !outcome.sent ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
