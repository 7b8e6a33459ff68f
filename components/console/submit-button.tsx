import type { ReactNode } from 'react';
import { buttonClasses, type ButtonTone } from './console-classes';

/** A form's button. Plain HTML: the form posts with or without JavaScript. */
export function SubmitButton({ tone = 'primary', children }: { tone?: ButtonTone; children: ReactNode }) {
  return (
    <button type="submit" className={buttonClasses[tone]}>
      {children}
    </button>
  );
}
