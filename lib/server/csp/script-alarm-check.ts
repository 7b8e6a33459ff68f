import 'server-only';
import { inlineScriptHashes, policySkeleton } from '@/lib/server/http/page-policy.mjs';
import { POLICY_HEADER, REPORTING_ENDPOINTS, REPORTING_ENDPOINTS_HEADER } from '@/lib/server/http/security-headers.mjs';
import type { InventoriedScript, ScriptInventory } from './script-inventory';
import { namedScripts, servedDeploymentId, type NamedScript } from './served-page';

// One page as the site served it, compared with the build's inventory. What counts as a change: a script the build
// never made, a script whose bytes are not the build's, a script from another site, a security header missing or not
// the build's, and an inline script the page's own policy does not name (it would not run: a page changed on its way,
// or a policy that lost a hash). What does not: inline scripts whose hashes changed with the page (a catalogue change
// renders the page again, with new data and a policy naming it), which the policy's skeleton leaves out.

/** A change, and the key it is remembered by: the same key is mailed once. */
export type Change = { key: string[]; page: string; what: string };

/** A script's bytes as served: their SHA-256, or the status that came instead. */
export type ServedScript = { sha256: string } | { status: number };

export type ServedPage = { status: number; headers: Headers; html: string };

/** A page checked, or skipped with the reason; `otherDeployment` when a build other than the inventory's sent it. */
export type PageCheck = { page: string; skipped: string | null; otherDeployment?: boolean; changes: Change[] };

/** A header's name as written in the mail. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** The change a served script makes, if any, against the build's file of the same address. */
export function scriptChange(
  page: string,
  script: NamedScript,
  known: InventoriedScript | undefined,
  served: ServedScript,
) {
  const change = (key: string[], what: string): Change => ({ key, page, what });
  if (!script.sameOrigin) return change(['foreign', script.address], `loads a script from another site: ${script.url}`);
  if (!known) return change(['unknown', script.address], `${script.address} is not one of the build's scripts`);
  if ('status' in served) {
    // Gone is news (the page cannot work); any other failure (a server error, no answer) may pass: the next round
    // asks again.
    if (served.status !== 404 && served.status !== 410) return null;
    return change(
      ['gone', script.address],
      `${script.address} (${known.kind}) is gone from the server (${served.status})`,
    );
  }
  if (served.sha256 === known.sha256) return null;
  return change(
    ['changed', script.address, served.sha256],
    `${script.address} (${known.kind}) changed (${served.sha256}, expected ${known.sha256})`,
  );
}

/** The changes of the page's security headers, and of its inline scripts against its policy. */
function headerChanges(page: string, expected: Record<string, string>, served: ServedPage): Change[] {
  const changes: Change[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const sent = served.headers.get(name);
    const same =
      sent !== null && (name === POLICY_HEADER ? policySkeleton(sent) === policySkeleton(value) : sent === value);
    if (same) continue;
    const what = sent === null ? `${headerName(name)} is missing` : `${headerName(name)} changed: ${sent}`;
    changes.push({
      key: ['header', name, sent === null ? '' : name === POLICY_HEADER ? policySkeleton(sent) : sent],
      page,
      what,
    });
  }
  // Sent over HTTPS only, and then always ours: another endpoint would send the pages' reports elsewhere.
  const endpoints = served.headers.get(REPORTING_ENDPOINTS_HEADER);
  if (endpoints !== null && endpoints !== REPORTING_ENDPOINTS)
    changes.push({
      key: ['header', REPORTING_ENDPOINTS_HEADER, endpoints],
      page,
      what: `${headerName(REPORTING_ENDPOINTS_HEADER)} changed: ${endpoints}`,
    });
  const policy = served.headers.get(POLICY_HEADER);
  if (policy === null) return changes;
  for (const hash of inlineScriptHashes(served.html)) {
    if (!policy.includes(`'${hash}'`))
      changes.push({ key: ['inline', page, hash], page, what: `an inline script (${hash}) is not in its policy` });
  }
  return changes;
}

/**
 * Compares one page as served with the inventory. `hashOf` fetches a script once per round (the round's memo): a page
 * from another deployment is skipped before any script is asked for.
 */
export async function checkPage(
  inventory: ScriptInventory,
  page: string,
  served: ServedPage,
  origin: string,
  hashOf: (script: NamedScript) => Promise<ServedScript>,
): Promise<PageCheck> {
  const deployment = servedDeploymentId(served.html);
  if (deployment !== null && deployment !== inventory.deploymentId)
    return { page, skipped: `deployment ${deployment} served it`, otherDeployment: true, changes: [] };
  const changes = headerChanges(page, inventory.pages[page].headers, served);
  for (const script of namedScripts(served.html, origin)) {
    const known = script.sameOrigin ? inventory.scripts[script.address] : undefined;
    const change = scriptChange(page, script, known, known ? await hashOf(script) : { status: 0 });
    if (change) changes.push(change);
  }
  return { page, skipped: null, changes };
}
