/** The sessionStorage key that marks a browser session as having seen the splash (the old site's name for it). */
export const SPLASH_SEEN_KEY = 'hasLoadedBefore';
