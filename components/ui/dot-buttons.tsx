const tones = {
  /** On a photograph or a dark band. */
  light: { current: 'w-6 bg-gold-400', other: 'w-3 bg-white/60 group-hover:bg-white' },
  /** On the page's light background. */
  dark: { current: 'w-6 bg-brand-700', other: 'w-3 bg-stone-300 group-hover:bg-stone-400' },
} as const;

interface DotButtonsProps {
  /** One a dot, each naming what its dot shows (unique). */
  labels: string[];
  /** 0-based; its dot is drawn wider and marked current. */
  current: number;
  onSelect: (index: number) => void;
  tone: keyof typeof tones;
}

/** A row of dots, one a slide or page, each a button that shows it: the banner's and the carousel's. */
export function DotButtons({ labels, current, onSelect, tone }: DotButtonsProps) {
  return (
    <ul className="flex items-center">
      {labels.map((label, index) => (
        <li key={label}>
          <button
            type="button"
            aria-label={label}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
            className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span
              className={`block h-3 rounded-full transition-all ${index === current ? tones[tone].current : tones[tone].other}`}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
