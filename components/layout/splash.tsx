import { site } from '@/content/site';

// Hidden unless the inline script in the root layout adds html.show-splash (first visit of a
// browser session); see SPLASH_SCRIPT (lib/site/splash.ts).
export function Splash() {
  return (
    <div
      id="splash"
      role="status"
      className="fixed inset-0 z-[100] flex-col items-center justify-center gap-6 bg-brand-950 text-white"
    >
      <div
        className="spinner h-16 w-16 rounded-full border-4 border-gold-400 border-t-transparent"
        aria-hidden="true"
      />
      <p className="text-lg font-medium">Taking you to {site.brand}...</p>
    </div>
  );
}
