// The fields every Pay Now asks for, drawn the same way wherever they are typed (the checkout, a consultation's
// booking form), so a visitor fills them once the way they learned.

export const contactFields = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', placeholder: 'Enter your name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: 'Enter phone number' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Enter email' },
] as const;

/** 'Payment Mode': Mobile Money first, the way most buyers here pay. */
export const paymentModeOptions = [
  { value: 'Momo', label: 'Mobile Money' },
  { value: 'Card', label: 'Card' },
] as const;

export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600';
