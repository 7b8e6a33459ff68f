/** The sessionStorage key that marks a browser session as having seen the splash (the old site's name for it). */
export const SPLASH_SEEN_KEY = 'hasLoadedBefore';

const SPLASH_DURATION_MS = 5000;

/**
 * The splash's inline script in every public page's head. It runs before the body is painted, so the page never
 * flashes before the splash; without JavaScript the splash never shows at all. Its text is fixed, so a page rendered
 * for each visitor names its hash in the policy beside that response's nonce (proxy.ts).
 */
export const SPLASH_SCRIPT = `try{if(!sessionStorage.getItem('${SPLASH_SEEN_KEY}')){var d=document.documentElement;d.classList.add('show-splash');setTimeout(function(){sessionStorage.setItem('${SPLASH_SEEN_KEY}','true');d.classList.remove('show-splash')},${SPLASH_DURATION_MS})}}catch(e){}`;
