// The build steps' walk through a folder of the build (a folder that does not exist yields nothing).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below dir whose name matches, depth first.
 * @param {string} dir
 * @param {RegExp} name
 * @returns {Generator<string>}
 */
export function* filesUnder(dir, name) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, name);
    else if (entry.isFile() && name.test(entry.name)) yield full;
  }
}
