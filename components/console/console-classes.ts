// The console's few looks, written once: every tap target is at least 44 px high and every text at least 16 px, for
// one thumb on a small phone.

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-base font-semibold transition-colors';

export const buttonClasses = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-stone-400 bg-white text-stone-900 hover:bg-stone-100`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
} as const;

export type ButtonTone = keyof typeof buttonClasses;

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900';

export const labelClass = 'block text-base font-medium text-stone-900';

export const hintClass = 'mt-1 text-sm text-stone-700';

/** A link inside text: underlined and in the brand's green, so it reads as a link without colour alone. */
export const textLinkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
