export default function Loading() {
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-brand-950" role="status" aria-label="Loading">
      <div className="spinner h-14 w-14 rounded-full border-4 border-gold-400 border-t-transparent" aria-hidden="true" />
    </div>
  );
}
