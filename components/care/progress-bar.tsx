interface ProgressBarProps {
  value: number;
  max: number;
  /** What is being counted, e.g. 'answered'. */
  unit: string;
  label: string;
}

export function ProgressBar({ value, max, unit, label }: ProgressBarProps) {
  const width = max > 0 ? (value / max) * 100 : 0;
  return (
    <div>
      {/* The progressbar below carries the same label and count for assistive technology. */}
      <div className="flex justify-between text-sm text-stone-600" aria-hidden="true">
        <span>{label}</span>
        <span>
          {value} of {max} {unit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} of ${max} ${unit}`}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}
