// The pictures the build draws into public/ itself (lib/images/draw-pictures.ts, run by next.config.mjs) rather than
// taking them from content: the share picture, and the home-screen icons. Plain JavaScript free of imports, because
// the preparation of photographs (generate-pictures.mjs) leaves these as they are and the pages' metadata names them.

/** The share picture's address (Open Graph, and Twitter/X, which falls back to it). */
export const SHARE_IMAGE_FILE = '/opengraph-image.png';

/** The folder of the home-screen icons the manifest names (lib/pwa/app-icons.ts). */
export const APP_ICON_DIR = '/icons';

/** True for a file of public/ that the build draws, given as its address ('/opengraph-image.png'). */
export function drawnAtBuild(publicPath) {
  return publicPath === SHARE_IMAGE_FILE || publicPath.startsWith(`${APP_ICON_DIR}/`);
}
