import { site } from '@/content/site';
import { SPLASH_SEEN_KEY } from '@/lib/site/splash';

// Hidden unless the inline script in the root layout adds html.show-splash (first visit of a
// browser session); see SPLASH_SCRIPT.
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

const SPLASH_DURATION_MS = 5000;

// Runs before the body is painted, so the page never flashes before the splash; without
// JavaScript the splash never shows at all.
export const SPLASH_SCRIPT = `try{if(!sessionStorage.getItem('${SPLASH_SEEN_KEY}')){var d=document.documentElement;d.classList.add('show-splash');setTimeout(function(){sessionStorage.setItem('${SPLASH_SEEN_KEY}','true');d.classList.remove('show-splash')},${SPLASH_DURATION_MS})}}catch(e){}`;
