import { hintClass, labelClass } from './console-classes';

interface PhotoFieldProps {
  id: string;
  label: string;
  /** The photo the entry has now, shown above the field. */
  current?: string;
  required?: boolean;
}

/** Choosing a photo from the phone's camera or gallery; left empty, the entry keeps the one it has. */
export function PhotoField({ id, label, current, required }: PhotoFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {current && (
        // A small preview of a picture in public/: the site's resized copies are for the public pages.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={current}
          alt="The photo now"
          width={96}
          height={96}
          className="mt-1 size-24 rounded-lg object-cover"
        />
      )}
      <input
        id={id}
        name="photo"
        type="file"
        accept="image/*"
        required={required}
        aria-describedby={`${id}-hint`}
        className="mt-1 block min-h-11 w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-400 file:bg-white file:px-4 file:text-base file:font-semibold"
      />
      <p id={`${id}-hint`} className={hintClass}>
        {current ? 'Choose a new photo to replace it, or leave this empty to keep it.' : 'A photo from your phone.'}
      </p>
    </div>
  );
}
