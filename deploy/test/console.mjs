// The staff console through the production setup: what the deploy test needs to sign in as a member of staff made
// with `npm run staff`, the way the owner would, against the setup's own Postgres.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { request, ROOT } from './harness.mjs';

const run = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
export const STAFF_PASSWORD = 'the deploy test signs in';

/** `npm run staff -- …args` against the setup's database; resolves with its standard output. */
export async function staffCli(setup, ...args) {
  const { stdout } = await run(TSX, ['--conditions=react-server', 'scripts/staff.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: setup.databaseUrl(), SITE_URL: setup.url },
  });
  return stdout;
}

/** A form post through nginx, as the console's own page sends it. */
export function postForm(setup, path, fields, headers = {}) {
  return request(`${setup.url}${path}`, {
    method: 'POST',
    headers: { origin: setup.url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A new account made with `npm run staff`, its password set through its link, signed in: its cookie and link. */
export async function signedInStaff(setup, email, role = 'staff') {
  const added = await staffCli(setup, 'add', email, '--role', role);
  const printed = /http\S+\/staff\/set-password\?token=\S+/.exec(added)?.[0];
  if (!printed) throw new Error(`npm run staff printed no link:\n${added}`);
  // Made by the running site when the CLI asks it through its socket (PGlite), the link names the site's own
  // SITE_URL, which a site started without one gives as localhost:3000: it is opened where the site answers.
  const { pathname, search } = new URL(printed);
  const link = `${setup.url}${pathname}${search}`;
  const token = new URL(link).searchParams.get('token');
  const opened = await request(link);
  if (opened.status !== 200) throw new Error(`the link's page answered ${opened.status}`);
  const fields = { token, password: STAFF_PASSWORD, confirm: STAFF_PASSWORD };
  const set = await postForm(setup, '/staff/actions/set-password', fields);
  if (set.status !== 303 || !set.headers.location.includes('notice=passwordSet'))
    throw new Error(`setting the password answered ${set.status} ${set.headers.location}`);
  const signedIn = await postForm(setup, '/staff/actions/sign-in', { email, password: STAFF_PASSWORD });
  const cookie = (signedIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (signedIn.status !== 303 || !cookie.includes('session_token=')) throw new Error('signing in gave no session');
  return { cookie, token };
}

/** `npm run check-scripts` against the setup's database and nginx's address: its exit code and what it printed. */
export async function checkScripts(setup) {
  try {
    const { stdout, stderr } = await run(TSX, ['--conditions=react-server', 'scripts/check-scripts.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: setup.databaseUrl(), SITE_URL: setup.url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
  }
}
