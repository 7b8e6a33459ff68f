import { site } from '@/content/site';

// The logo is drawn inline (a sun over a leaf) so it costs no request and stays sharp on any screen.
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <>
      <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#c8962e" />
        <circle cx="20" cy="15" r="6" fill="#11301d" />
        <path d="M8 30c6-9 18-9 24 0-6 3-18 3-24 0z" fill="#11301d" />
      </svg>
      <span className="font-serif text-xl font-bold tracking-wide">{site.brand}</span>
    </>
  );
}
