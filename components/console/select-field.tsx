import { inputClass, labelClass } from './console-classes';

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  /** [value, words] pairs, in order. */
  options: readonly (readonly [string, string])[];
  defaultValue?: string;
  className?: string;
}

/** A labelled choice from a short list. */
export function SelectField({ id, name, label, options, defaultValue, className }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
