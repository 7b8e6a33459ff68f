import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import {
  SCRIPT_INVENTORY_FILE,
  SCRIPT_INVENTORY_FORMAT,
  SCRIPT_INVENTORY_VERSION,
  SCRIPT_KINDS,
  scriptInventoryProvided,
} from './script-inventory-file.mjs';

// The build's script inventory (build/script-inventory.mjs), as the running site reads it for its script alarm: from
// .next/server on a Node server, from what the Worker's entry handed over on Cloudflare (it bundles the file, having
// no disk). Read at each round: a server whose build was replaced under it then reads the new build's, and the round
// sees the pages it serves come from another deployment rather than mail about every file.

const scriptEntry = z.object({
  sha256: z.string().startsWith('sha256-'),
  bytes: z.number().int().nonnegative(),
  kind: z.enum(SCRIPT_KINDS as ['next-runtime', 'page-code', 'paystack']),
});

const pageEntry = z.object({
  scripts: z.array(z.string()),
  preloads: z.array(z.string()),
  otherScripts: z.array(z.string()),
  /** Header names in lower case. */
  headers: z.record(z.string(), z.string()),
});

const inventoryShape = z.object({
  format: z.literal(SCRIPT_INVENTORY_FORMAT),
  version: z.literal(SCRIPT_INVENTORY_VERSION),
  deploymentId: z.string().min(1),
  scripts: z.record(z.string(), scriptEntry),
  pages: z.record(z.string(), pageEntry),
});

export type ScriptInventory = z.infer<typeof inventoryShape>;
export type InventoriedScript = z.infer<typeof scriptEntry>;

/** Where a Node server finds it: the build it runs, in the folder it runs from (as the migrations and pictures are). */
function inventoryFile(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', SCRIPT_INVENTORY_FILE);
}

/**
 * The running deployment's inventory, or null where there is none (`npm run dev`, a build from before the inventory).
 * Throws when there is one that cannot be read: the round reports that rather than compare with nothing.
 */
export function loadScriptInventory(): ScriptInventory | null {
  const provided = scriptInventoryProvided();
  if (provided !== undefined) return inventoryShape.parse(provided);
  if (onWorkers()) return null;
  const file = inventoryFile();
  if (!existsSync(file)) return null;
  return inventoryShape.parse(JSON.parse(readFileSync(file, 'utf8')));
}
