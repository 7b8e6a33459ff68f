// The field of a visitor's form that people never see and robots that fill every field do: the server refuses a form
// that comes back with it filled in (the contact form, the directory application).

export function TrapField({ id, name }: { id: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
