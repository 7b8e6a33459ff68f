// Where the build's script inventory lives, for the three that read it: the build writes it
// (build/script-inventory.mjs), a Node server's script alarm reads it from disk (lib/server/csp/script-alarm.ts), and
// the Worker, which has no disk, bundles it and hands it to the app in the same isolate through the global below.
// Plain JavaScript: the build's scripts and the Worker's entry load it outside Next's bundles.

/** The inventory's file, in .next/server (the server's own files, never served). */
export const SCRIPT_INVENTORY_FILE = 'script-inventory.json';

/** The `format` field of the file: anything else is not an inventory this code can read. */
export const SCRIPT_INVENTORY_FORMAT = 'mhv-script-inventory';
export const SCRIPT_INVENTORY_VERSION = 1;

/** What each script file is for. */
export const SCRIPT_KINDS = ['next-runtime', 'page-code', 'paystack'];

const HOLDER = Symbol.for('mhv.script-inventory');

/**
 * The Worker's entry calls this once it has loaded, with the inventory its build bundled: the app reads it from there
 * (scriptInventoryProvided), since a Worker cannot read .next/server.
 * @param {unknown} inventory
 */
export function provideScriptInventory(inventory) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[HOLDER] = inventory;
}

/** The inventory the Worker handed over, or undefined on a Node server (which reads the file). */
export function scriptInventoryProvided() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[HOLDER];
}
