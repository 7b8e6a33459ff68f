import { hintClass, inputClass, labelClass } from './console-classes';

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  maxLength: number;
  required?: boolean;
  rows?: number;
  hint?: string;
  defaultValue?: string;
}

/** A labelled box for a few lines of text: a note, a reason. */
export function TextAreaField({ id, label, hint, rows = 3, ...area }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} rows={rows} aria-describedby={hintId} className={inputClass} {...area} />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
