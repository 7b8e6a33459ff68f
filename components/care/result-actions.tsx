'use client';

interface ResultActionsProps {
  /** 'Close' for the Lifestyle Assessment, 'Close Assessment' for the Stressors Assessment. */
  closeLabel: string;
  /** Resets the assessment and closes the dialog. */
  onClose: () => void;
}

export function ResultActions({ closeLabel, onClose }: ResultActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4 print:hidden">
      <button
        type="button"
        onClick={() => window.print()}
        className="min-h-12 rounded-xl border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Print or save result
      </button>
      <button
        type="button"
        onClick={onClose}
        className="min-h-12 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {closeLabel}
      </button>
    </div>
  );
}
