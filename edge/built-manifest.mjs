// Takes the place of lib/images/built-manifest.ts in the Workers build (next.config.mjs): the picture manifest the
// build has just written, bundled into the Worker, which cannot read files. JavaScript, so that type checks before any
// build (when the manifest does not exist yet) pass over it.
import manifest from '../.pictures/manifest.json';

export const builtManifest = manifest;
