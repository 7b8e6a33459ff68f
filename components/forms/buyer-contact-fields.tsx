import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

// The fields every Pay Now asks for, drawn the same way wherever they are typed (the checkout, a consultation's
// booking form), so a visitor fills them once the way they learned.

const contactFields = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', placeholder: 'Enter your name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: 'Enter phone number' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Enter email' },
] as const;

/** 'Payment Mode': Mobile Money first, the way most buyers here pay. */
const paymentModeOptions = [
  { value: 'Momo', label: 'Mobile Money' },
  { value: 'Card', label: 'Card' },
] as const;

export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600';

type ContactName = (typeof contactFields)[number]['name'];

/** 'Your Name', 'Phone Number' and 'Email', each with what its form adds (its value, its limits). */
export function ContactInputs({ extra }: { extra: (name: ContactName) => InputHTMLAttributes<HTMLInputElement> }) {
  return contactFields.map((field) => (
    <label key={field.name} className="block text-sm font-medium text-stone-800">
      {field.label}
      <input
        type={field.type}
        name={field.name}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        {...extra(field.name)}
        className={inputClass}
      />
    </label>
  ));
}

/** 'Payment Mode', Mobile Money first. */
export function PaymentModeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className="block text-sm font-medium text-stone-800">
      Payment Mode
      <select name="paymentMode" {...props} className={inputClass}>
        {paymentModeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
