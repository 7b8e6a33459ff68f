import type { HTMLInputTypeAttribute } from 'react';
import { APPLICATION_LENGTHS } from '@/content/schema/directory-application';
import {
  APPLICATION_SENT_ID,
  APPLICATION_TRAP_FIELD,
  DIRECTORY_APPLY_SEND_PATH,
} from '@/lib/catalogue/directory/directory-application-paths';
import { LabelledField, fieldInputClass, hintId } from '@/components/forms/labelled-field';
import { TrapField } from '@/components/forms/trap-field';

// 'Add Your Business': the listing's fields as the directory shows them, a photo, and how to reach the applicant.
// A plain multipart form: it works without the page's code, the browser checks the required fields first, and the
// server answers with the thanks below (an anchor the page already holds, so the page stays prerendered) or a page
// with the reason, from which Back returns to the form as typed.

type FieldName = keyof typeof APPLICATION_LENGTHS;

interface TextProps {
  name: FieldName;
  label: string;
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'url';
  autoComplete?: string;
}

function Text({ name, label, hint, required, type = 'text', inputMode, autoComplete }: TextProps) {
  const id = `apply-${name}`;
  return (
    <LabelledField id={id} label={label} required={required} hint={hint}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        maxLength={APPLICATION_LENGTHS[name]}
        aria-describedby={hint ? hintId(id) : undefined}
        className={fieldInputClass}
      />
    </LabelledField>
  );
}

const optional = 'Leave it empty if you would rather not share one.';
const ghanaPhone = 'A Ghana number, such as 024 000 0001.';
const sectionClass = 'space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const legendClass = 'px-1 font-serif text-xl font-bold text-brand-900';

function BusinessFields() {
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>Your business</legend>
      <Text name="companyName" label="Name of the business" required autoComplete="organization" />
      <LabelledField
        id="apply-photo"
        label="A photo of the business"
        required
        hint="Take one with your phone’s camera or choose one you have (JPEG, PNG, WebP or AVIF). We remove the hidden details phones add to a photo, such as where it was taken."
      >
        <input
          id="apply-photo"
          name="photo"
          type="file"
          accept="image/*"
          required
          aria-describedby={hintId('apply-photo')}
          className="mt-1 block min-h-11 w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:text-base file:font-semibold"
        />
      </LabelledField>
      <Text name="shortDescription" label="Short description" required hint="One sentence, shown under the name." />
      <LabelledField
        id="apply-briefDescription"
        label="Description"
        required
        hint="What you offer, when and how to visit. Each new line starts a new paragraph."
      >
        <textarea
          id="apply-briefDescription"
          name="briefDescription"
          rows={6}
          required
          maxLength={APPLICATION_LENGTHS.briefDescription}
          aria-describedby={hintId('apply-briefDescription')}
          className={fieldInputClass}
        />
      </LabelledField>
      <Text name="location" label="Location" required hint="Town and region, such as Kumasi, Ashanti Region." />
      <Text name="phone" label="Phone" type="tel" hint={`${ghanaPhone} ${optional}`} />
      <Text name="email" label="E-mail" type="email" hint={optional} />
      <Text name="website" label="Website" inputMode="url" hint={`Such as https://example.com. ${optional}`} />
    </fieldset>
  );
}

function ApplicantFields() {
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>About you</legend>
      <p className="text-stone-700">
        So that we can tell you when your business is listed. Give your phone number, your e-mail address or both; they
        are never shown on the site.
      </p>
      <Text name="applicantName" label="Your name" required autoComplete="name" />
      <Text name="applicantPhone" label="Your phone" type="tel" autoComplete="tel" hint={ghanaPhone} />
      <Text name="applicantEmail" label="Your e-mail" type="email" autoComplete="email" />
    </fieldset>
  );
}

/** The thanks, shown when the address ends in #sent (where the server sends the browser once it has the form). */
export function ApplicationSent() {
  return (
    <div
      id={APPLICATION_SENT_ID}
      tabIndex={-1}
      className="mb-8 hidden scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 target:block sm:p-6"
    >
      <h2 className="font-serif text-xl font-bold">Thank you: your application is sent</h2>
      <p className="mt-2">
        We will look at it and tell you by e-mail or phone when your business is listed. To add another business, fill
        in the form again.
      </p>
    </div>
  );
}

export function ApplyForm() {
  return (
    <form action={DIRECTORY_APPLY_SEND_PATH} method="post" encType="multipart/form-data" className="space-y-8">
      <BusinessFields />
      <ApplicantFields />
      <TrapField id="apply-fax" name={APPLICATION_TRAP_FIELD} />
      <button
        type="submit"
        className="inline-flex items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-800"
      >
        Send application
      </button>
    </form>
  );
}
