// The pictures the build draws into public/ itself (lib/images/draw-pictures.ts, run by next.config.mjs) rather than
// taking them from content: the share picture. Plain JavaScript free of imports, because
// the preparation of photographs (generate-pictures.mjs) leaves these as they are and the pages' metadata names them.

/** The share picture's address (Open Graph, and Twitter/X, which falls back to it). */
export const SHARE_IMAGE_FILE = '/opengraph-image.png';

/** True for a file of public/ that the build draws, given as its address ('/opengraph-image.png'). */
export function drawnAtBuild(publicPath) {
  return publicPath === SHARE_IMAGE_FILE;
}
