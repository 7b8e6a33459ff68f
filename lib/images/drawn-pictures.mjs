// The pictures the build draws into public/ itself (build/draw-pictures.ts, run by next.config.mjs) rather than
// taking them from content: the share picture, and the home-screen icons. Plain JavaScript free of imports, because
// the build's steps read these addresses as the pages' metadata does, and the preparation of photographs
// (build/generate-pictures.mjs) leaves these pictures as they are.

/** The share picture's address (Open Graph, and Twitter/X, which falls back to it). */
export const SHARE_IMAGE_FILE = '/opengraph-image.png';

/** The folder of the home-screen icons the manifest names (build/app-icons.ts draws them). */
export const APP_ICON_DIR = '/icons';
