import { Icon } from '@/components/ui/icon';

interface ModalHeaderProps {
  titleId: string;
  title: string;
  onClose: () => void;
  className?: string;
}

// The title bar shared by drawers and dialogs: the heading that names the dialog, and its close icon.
export function ModalHeader({ titleId, title, onClose, className = 'px-4' }: ModalHeaderProps) {
  return (
    <div className={`flex items-center justify-between gap-4 border-b border-stone-200 py-3 ${className}`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
        aria-label={`Close ${title}`}
      >
        <Icon name="close" className="h-6 w-6" />
      </button>
    </div>
  );
}
