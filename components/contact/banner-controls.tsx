import { DotButtons } from '@/components/ui/dot-buttons';
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
      <DotButtons
        labels={slideTitles.map((title, index) => `Show slide ${index + 1}: ${title}`)}
        current={active}
        onSelect={onSelect}
        tone="light"
      />
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
