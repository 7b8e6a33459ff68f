import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '@/lib/server/db/stored-values';

// The staff console's e2e helpers: the sites it runs on in this run, `npm run staff` against each site's database,
// signing in through the pages as a member of staff would, and the servers' logs.

const run = promisify(execFile);
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export interface ConsoleSite {
  name: 'pglite' | 'postgres';
  url: string;
  /** A second instance sharing this site's database, when there is one. */
  other?: string;
  /** The settings `npm run staff` needs to reach this site's database. */
  env: Record<string, string>;
}

/**
 * PGlite behind the main e2e server; Postgres behind two servers sharing it and a Redis (see e2e/run.mjs). Under
 * npm run test:edge, two Workers in workerd on one Postgres and one Redis.
 */
const edgeSite: ConsoleSite = {
  name: 'postgres',
  url: `http://localhost:${e2ePort}`,
  other: `http://localhost:${e2ePort + 5}`,
  env: { DATABASE_URL: process.env.E2E_DATABASE_URL ?? '' },
};
export const consoleSites: ConsoleSite[] =
  process.env.E2E_TARGET === 'edge'
    ? [edgeSite]
    : [
        { name: 'pglite', url: `http://localhost:${e2ePort}`, env: { DATA_DIR: process.env.E2E_DATA_DIR ?? '' } },
        ...(process.env.E2E_DATABASE_URL
          ? [
              {
                name: 'postgres' as const,
                url: `http://localhost:${e2ePort + 5}`,
                other: `http://localhost:${e2ePort + 6}`,
                env: { DATABASE_URL: process.env.E2E_DATABASE_URL },
              },
            ]
          : []),
      ];

export const STAFF_PASSWORD = 'kente cloth on a sunday morning';

/** `npm run staff -- …args` as the owner runs it, against the site's database; its output and exit code. */
export async function staffCli(
  site: ConsoleSite,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...site.env };
  if (site.name === 'postgres') delete env.DATA_DIR;
  else delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(TSX, ['--conditions=react-server', 'scripts/staff.ts', ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export function uniqueStaffEmail(tag: string, project: string): string {
  return `${tag}-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@staff.example`;
}

/** A new account made with `npm run staff -- add`: the link it printed, as a path on this site. */
export async function addStaff(site: ConsoleSite, email: string, role: StaffRole = 'staff'): Promise<string> {
  const added = await staffCli(site, 'add', email, '--role', role);
  expect(added.code, added.stderr).toBe(0);
  const link = /https?:\/\/\S+\/staff\/set-password\?token=\S+/.exec(added.stdout)?.[0];
  expect(link, added.stdout + added.stderr).toBeDefined();
  const { pathname, search } = new URL(link!);
  return `${site.url}${pathname}${search}`;
}

/** Opens the link, chooses the password, and signs in with it, as a new member of staff does. */
export async function setPasswordAndSignIn(page: Page, link: string, email: string, password = STAFF_PASSWORD) {
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();
  await signIn(page, email, password);
}

export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new account of `role`, signed in on `page` at its first page: the orders, or the inbox for the care centre. */
export async function newStaffSession(page: Page, site: ConsoleSite, email: string, role: StaffRole = 'staff') {
  await setPasswordAndSignIn(page, await addStaff(site, email, role), email);
  await expect(page.getByRole('heading', { name: role === 'care' ? 'Inbox' : 'Orders', level: 1 })).toBeVisible();
}

/** Every server log of the run (e2e/run.mjs gives each server its file), to prove what never reaches them. */
export function serverLogs(): string {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir) return '';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

/** The current code of an authenticator app given the key the console shows (RFC 6238: SHA-1, 30 s, 6 digits). */
export function authenticatorCode(base32Key: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Key.replace(/[\s=-]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A form post as the console's own pages send it (same origin), with an optional session cookie. */
export function postForm(
  origin: string,
  action: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${origin}/staff/actions/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A new account of `role` with its password set, signed in over HTTP: its session cookie. */
export async function httpSession(site: ConsoleSite, email: string, role: StaffRole = 'staff'): Promise<string> {
  const token = new URL(await addStaff(site, email, role)).searchParams.get('token')!;
  const set = await postForm(site.url, 'set-password', { token, password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  expect(set.headers.get('location')).toContain('notice=passwordSet');
  return signInOverHttp(site.url, email);
}

export async function signInOverHttp(origin: string, email: string, password = STAFF_PASSWORD): Promise<string> {
  const signedIn = await postForm(origin, 'sign-in', { email, password });
  expect(signedIn.status).toBe(303);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(cookie, signedIn.headers.get('location') ?? '').toContain('session_token=');
  return cookie;
}
