import { Icon } from '@/components/ui/icon';

interface BannerControlsProps {
  slideTitles: string[];
  active: number;
  onSelect: (index: number) => void;
  /** Null when the system asks for reduced motion: nothing rotates, so there is nothing to pause. */
  stopped: boolean | null;
  onToggleStopped: () => void;
}

/** The rotating banner's dots, one a slide, and its pause/play button. */
export function BannerControls({ slideTitles, active, onSelect, stopped, onToggleStopped }: BannerControlsProps) {
  return (
    <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-4 pb-3">
      <ul className="flex items-center">
        {slideTitles.map((title, index) => (
          <li key={title}>
            <button
              type="button"
              aria-label={`Show slide ${index + 1}: ${title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect(index)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-3 rounded-full transition-all ${index === active ? 'w-6 bg-gold-400' : 'w-3 bg-white/60 group-hover:bg-white'}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {stopped === null ? null : (
        <button
          type="button"
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={onToggleStopped}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50"
        >
          <Icon name={stopped ? 'play' : 'pause'} className="h-5 w-5" />
        </button>
      )}
    </div>
  );
}
