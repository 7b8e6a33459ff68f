import 'server-only';
import { createHash } from 'node:crypto';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { serverEnv } from '@/lib/server/env';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { workerBindings } from '@/lib/server/runtime/workers';
import { inShare, roundShare, type RoundShare } from './script-alarm-share';
import { repeatEvery } from '@/lib/server/runtime/repeat';
import {
  checkPage,
  scriptChange,
  type Change,
  type PageCheck,
  type ServedPage,
  type ServedScript,
} from './script-alarm-check';
import { changeLine } from './script-alarm-mail';
import { claimRound, finishRound, groupChanges, mailNewChanges, ROUND_GAP_MINUTES } from './script-alarm-store';
import { loadScriptInventory, type ScriptInventory } from './script-inventory';
import type { NamedScript } from './served-page';

// The script alarm: every ten minutes, the site fetches each of its public pages from its own public address (SITE_URL)
// as a browser would, and every script they name, and compares them with the build's inventory
// (build/script-inventory.mjs): a script the build did not make or whose bytes changed, a security header missing or
// changed, an inline script the page's policy does not name. What it finds is mailed to the owner once. The scripts
// the pages' code loads later (the cart drawer, Paystack's library) are fetched too, as the inventory lists them.
// On a Worker, the Cron Trigger's rounds, ten minutes apart too, each take a share of the pages (script-alarm-share.ts)
// and ask the Worker itself for them (fromSite, below).
// Explained changes mail nothing: pages served by another deployment (the round is then comparing with the wrong
// build, as during a deploy: it skips them and says so in its outcome), and inline scripts whose hashes changed with
// the catalogue. One round at a time across every server and the Worker's Cron Trigger (script-alarm-store.ts).

const EVERY_MS = ROUND_GAP_MINUTES * 60_000;
const TIMEOUT_MS = 15_000;
/** A phone's browser: pages are fetched as a visitor's would be, so nothing on the way can tell the round apart. */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** Where a change in a file loaded on demand is said to be, having no page of its own. */
const ON_DEMAND = '(loaded on demand by the pages)';

export type ScriptAlarmOutcome = {
  pages: number;
  scripts: number;
  skipped: string[];
  /** Changes found this round, mailed before or not. */
  changes: string[];
  mailed: number;
};

/** The part of a service binding used here (Cloudflare's Fetcher type, without adding its package). */
type Fetcher = { fetch(input: URL | string, init?: RequestInit): Promise<Response> };

/**
 * A page or script of the site, asked for as a browser would. A Node server fetches it from SITE_URL. A Worker's
 * fetch() reaches public addresses only (global_fetch_strictly_public), so never a local preview, and its request for
 * its own hostname is not reliably routed back to it: it asks itself through its own service binding, which gets the
 * Worker's own answer (its pages, their headers, its assets). What the zone adds in front of it (a cache, rules, a
 * script injected on the way) is what `npm run check-scripts`, run from outside, sees.
 */
function fromSite(url: URL | string, accept: string): Promise<Response> {
  const init: RequestInit = {
    headers: { accept, 'user-agent': BROWSER },
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  };
  if (!onWorkers()) return fetch(url, init);
  const self = workerBindings().WORKER_SELF_REFERENCE as Fetcher | undefined;
  if (!self) throw new Error('the Worker has no WORKER_SELF_REFERENCE binding (wrangler.jsonc)');
  return self.fetch(url, init);
}

async function fetchPage(url: URL): Promise<ServedPage | string> {
  try {
    const response = await fromSite(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
    const html = await response.text();
    return response.ok ? { status: response.status, headers: response.headers, html } : `answered ${response.status}`;
  } catch (error) {
    return `not reached: ${error instanceof Error ? error.message : error}`;
  }
}

/** A script's SHA-256 as served; a failure to reach it is status 0, which, like a server error, counts as no change. */
async function fetchScript(url: string): Promise<ServedScript> {
  try {
    const response = await fromSite(url, '*/*');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) return { status: response.status };
    return { sha256: `sha256-${createHash('sha256').update(bytes).digest('base64')}` };
  } catch {
    return { status: 0 };
  }
}

/** The build's scripts no page named this round (this round's share of them), fetched by their address and compared
 * the same way; with how many were fetched. */
async function onDemandChanges(
  inventory: ScriptInventory,
  origin: string,
  seen: Set<string>,
  share: RoundShare,
): Promise<{ changes: Change[]; checked: number }> {
  const changes: Change[] = [];
  let checked = 0;
  for (const [address, known] of Object.entries(inventory.scripts).filter(inShare(share))) {
    if (seen.has(address)) continue;
    checked += 1;
    const script: NamedScript = { url: new URL(address, origin).toString(), address, sameOrigin: true };
    const change = scriptChange(ON_DEMAND, script, known, await fetchScript(script.url));
    if (change) changes.push(change);
  }
  return { changes, checked };
}

/** The pages skipped, by reason: a site out of reach is one line, not one per page. */
function skippedLine(checks: PageCheck[]): string {
  const byReason = new Map<string, string[]>();
  for (const { page, skipped } of checks)
    if (skipped !== null) byReason.set(skipped, [...(byReason.get(skipped) ?? []), page]);
  const pagesOf = (pages: string[]) =>
    pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
  return [...byReason].map(([reason, pages]) => `${pagesOf(pages)} (${reason})`).join('; ');
}

type Round = { outcome: ScriptAlarmOutcome; summary: string; mailedNow: string[] };

/** One round's checks and mail, on `db`, against the site at `origin`. */
async function runRound(
  db: AppDatabase,
  inventory: ScriptInventory,
  origin: string,
  share: RoundShare,
): Promise<Round> {
  const fetched = new Map<string, Promise<ServedScript>>();
  const hashOf = (script: NamedScript) => {
    if (!fetched.has(script.address)) fetched.set(script.address, fetchScript(script.url));
    return fetched.get(script.address)!;
  };
  const checks: PageCheck[] = [];
  for (const page of Object.keys(inventory.pages).filter(inShare(share))) {
    const served = await fetchPage(new URL(page, origin));
    checks.push(
      typeof served === 'string'
        ? { page, skipped: served, changes: [] }
        : await checkPage(inventory, page, served, origin, hashOf),
    );
  }
  const pages = checks.filter((check) => check.skipped === null).length;
  // Files only another deployment's pages would name may well be gone: they are left for a round on one build.
  const sameBuild = pages > 0 && !checks.some((check) => check.otherDeployment);
  const later = sameBuild
    ? await onDemandChanges(inventory, origin, new Set(fetched.keys()), share)
    : { changes: [], checked: 0 };
  const changes = groupChanges(inventory.deploymentId, [...checks.flatMap((check) => check.changes), ...later.changes]);
  const mailed = await mailNewChanges(db, inventory.deploymentId, changes, new Date());
  const skipped = checks.filter((check) => check.skipped !== null);
  const outcome = {
    pages,
    scripts: fetched.size + later.checked,
    skipped: skipped.map((check) => `${check.page}: ${check.skipped}`),
    changes: changes.map(changeLine),
    mailed: mailed.length,
  };
  const summary =
    `${pages} page(s) and ${outcome.scripts} script(s) checked, ${changes.length} change(s), ${mailed.length} ` +
    `mailed now${skipped.length > 0 ? `; skipped ${skippedLine(skipped)}` : ''}`;
  return { outcome, summary, mailedNow: mailed.map(changeLine) };
}

/**
 * One round of the alarm, if none ran on this database within ten minutes (or at once, `anyTime`: an operator's
 * `npm run check-scripts`) and the build has an inventory; null when it did not run. Never throws: a failure is
 * logged, and the next round tries again.
 */
export async function checkServedScriptsNow({ anyTime = false } = {}): Promise<ScriptAlarmOutcome | null> {
  try {
    const inventory = loadScriptInventory();
    if (!inventory) return null;
    const { db } = await getDatabase();
    if (!(await claimRound(db, anyTime))) return null;
    // An operator's check runs in Node and takes every page; a Worker's cron round takes its share.
    const share = roundShare(Object.keys(inventory.pages).length, onWorkers() && !anyTime, ROUND_GAP_MINUTES);
    const { outcome, summary, mailedNow } = await runRound(db, inventory, serverEnv('SITE_URL').origin, share);
    await finishRound(db, summary);
    if (mailedNow.length > 0) {
      console.warn(`[script-alarm] mailed the owner: ${mailedNow.join(' | ')}`);
      deliverQueuedMailSoon();
    } else if (outcome.skipped.length > 0) console.info(`[script-alarm] ${summary}`);
    return outcome;
  } catch (error) {
    console.error('[script-alarm] round skipped:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Runs a round every ten minutes in this server process (the database keeps the servers to one round between them). */
export function startScriptAlarmRounds(): void {
  repeatEvery('script-alarm', EVERY_MS, checkServedScriptsNow);
}
