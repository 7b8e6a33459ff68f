interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  defaultChecked?: boolean;
}

/** One labelled checkbox, the whole row a tap target. */
export function CheckboxField({ id, name, label, defaultChecked }: CheckboxFieldProps) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-base text-stone-900">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} className="size-6 accent-brand-700" />
      {label}
    </label>
  );
}
