import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { hintClass, inputClass, labelClass } from './console-classes';

interface TextFieldProps {
  /** Unique on the page: ties the label and the hint to the input. */
  id: string;
  name?: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  defaultValue?: string;
  /** Shown but not changed here, and not sent with the form (it has no name then). */
  readOnly?: boolean;
  /** A sentence under the field, read out with it. */
  hint?: string;
  className?: string;
}

/** One labelled input, with its hint tied to it. */
export function TextField({ id, label, hint, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} aria-describedby={hintId} className={inputClass} {...input} />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
