'use client';

// If the questions cannot be downloaded (the connection dropped), say so in the dialog instead of failing the page.
export function AssessmentUnavailable() {
  return (
    <div role="alert" className="space-y-4 py-6 text-stone-800">
      <p>The questions could not be loaded. Please check your internet connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-12 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Reload the page
      </button>
    </div>
  );
}
