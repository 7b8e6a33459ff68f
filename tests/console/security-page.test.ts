/** @jest-environment node */
// The owner's page of blocked scripts and styles, as Next calls it, against PGlite: a visitor without a session is sent
// to the sign-in, a staff or care account gets 403, the owner reads the sentence when nothing was reported and the
// table (page, directive, blocked, count, last seen; the most recently seen first) when something was; 'Security' in
// the navigation is the owner's alone.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import SecurityPage from '@/app/(console)/staff/security/page';
import OrdersPage from '@/app/(console)/staff/page';
import { getDatabase } from '@/lib/server/db/connection';
import { recordCspReports } from '@/lib/server/csp/csp-report-store';
import { accountsOnPglite } from '../support/staff-cookie';

let requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

jest.setTimeout(30_000);
const cookies = accountsOnPglite(['owner', 'staff', 'care'] as const);
type Who = keyof typeof cookies | null;

/** What the page's server code does for this visitor: its HTML, or Next's redirect or 403 (by its digest). */
async function open(who: Who, draw: () => Promise<unknown> = () => SecurityPage()): Promise<string> {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  requestHeaders = new Headers({ host: 'localhost:3000', ...(who ? { cookie: cookies[who] } : {}) });
  try {
    return renderToStaticMarkup((await draw()) as ReactElement);
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
}

/** The rows of the table as [page, directive, blocked, count], in the page's order. */
function tableRows(html: string): string[][] {
  const rows = [...html.matchAll(/<tr [^>]*data-testid="csp-report"[^>]*>(.*?)<\/tr>/g)].map((match) => match[1]);
  return rows.map((row) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]).slice(0, 4));
}

it('sends a visitor without a session to the sign-in, which leads back here', async () => {
  expect(await open(null)).toMatch(/^NEXT_REDIRECT;.*\/staff\/sign-in\?next=%2Fstaff%2Fsecurity;/);
});

it('answers a staff and a care account 403, and shows neither the link', async () => {
  expect(await open('staff')).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  expect(await open('care')).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  const staffOrders = await open('staff', () => OrdersPage({ searchParams: Promise.resolve({}) }));
  expect(staffOrders).toContain('href="/staff/inbox"');
  expect(staffOrders).not.toContain('href="/staff/security"');
});

it('shows the owner a sentence while no page has reported anything, and the link in the navigation', async () => {
  const page = await open('owner');
  expect(page).toContain('<h1');
  expect(page).toContain('Blocked scripts and styles</h1>');
  expect(page).toContain('No page has reported a blocked script or style.');
  expect(page).not.toContain('<table');
  expect(page).toMatch(/<a aria-current="page"[^>]*href="\/staff\/security">Security<\/a>/);
});

it('shows the owner every count, the most recently seen first', async () => {
  const { db } = await getDatabase();
  const key = (pagePath: string, directive: string, blocked: string) => ({ pagePath, directive, blocked });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await recordCspReports(db, [key('/home', 'script-src-elem', 'inline')], minutesAgo(90));
  await recordCspReports(db, Array(3).fill(key('/Products', 'style-src-elem', 'https://cdn.example')), minutesAgo(30));
  await recordCspReports(db, [key('/home', 'script-src-elem', 'inline')], minutesAgo(5));
  const page = await open('owner');
  expect(page).not.toContain('No page has reported a blocked script or style.');
  expect(tableRows(page)).toEqual([
    ['/home', 'script-src-elem', 'inline', '2'],
    ['/Products', 'style-src-elem', 'https://cdn.example', '3'],
  ]);
  expect(page).toContain('data-page="/Products" data-directive="style-src-elem" data-blocked="https://cdn.example"');
  expect(page).toContain('data-count="3"');
  const headings = [...page.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]);
  expect(headings).toEqual(['Page', 'Directive', 'Blocked', 'Count', 'Last seen']);
});
