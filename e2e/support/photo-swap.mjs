// The end-to-end build shows two real-sized photographs: the shop's second product and the first team member
// get a 4000 x 3000 JPEG made here, through PICTURE_SWAP (lib/images/generate-pictures.mjs), so the real
// picture pipeline of the production build prepares them. e2e/pictures.spec.ts reads SWAP_FILE to find them.
// Which entries are swapped is read from content/, so the choice follows the catalogue as staff change it.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { makePhoto } from '../../tests/support/make-photo.mjs';

export const SWAP_DIR = '.next-photos';
export const SWAP_FILE = path.join(SWAP_DIR, 'e2e-swap.json');

function pictureAt(file, pattern, index) {
  const found = [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]);
  if (!found[index]) throw new Error(`photo-swap: no picture #${index + 1} found in ${file}`);
  return found[index];
}

/** Makes the photographs (once) and returns the PICTURE_SWAP file for the build. */
export async function preparePhotoSwap() {
  // The first product's picture is checked as it is in the cart tests, so the second one gets the photo.
  const product = pictureAt('content/products.ts', /image_url:\s*'([^']+)'/g, 1);
  const member = pictureAt('content/team.ts', /src:\s*'([^']+)'/g, 0);
  const swap = {};
  for (const [kind, src] of [
    ['product', product],
    ['team', member],
  ]) {
    const photo = path.join(SWAP_DIR, `e2e-${kind}.jpg`);
    if (!existsSync(photo)) await makePhoto(photo);
    swap[src] = photo;
  }
  writeFileSync(SWAP_FILE, JSON.stringify(swap, null, 2));
  return SWAP_FILE;
}
