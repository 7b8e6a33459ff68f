// Shown in the dialog for the moment its questions take to download on a slow connection.
export function DialogLoading() {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-stone-700">
      <span className="spinner h-6 w-6 rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      Loading the questions…
    </p>
  );
}
