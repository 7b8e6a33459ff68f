import 'server-only';
import { clientAddress, isSecureRequest } from '@/lib/auth/request-context';
import { staffSession } from '@/lib/auth/staff-session';
import { shopRoles } from '@/lib/server/db/stored-values';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { listOrders, ordersCsv } from '@/lib/shop/money/order-export';
import { logActivity } from '../server/audit/activity-log';
import { consoleRefusals } from './console-messages';
import { consoleRefusal } from './console-refusal';
import { listQueryString, readListQuery } from './order-list';

/**
 * GET /staff/orders.csv?…: every order the list's filter holds (all pages), with the columns of `npm run orders`,
 * cells a spreadsheet cannot run as formulas. Without a session 401; the download is written to the activity log.
 */
export async function ordersCsvDownload(request: Request): Promise<Response> {
  try {
    const session = await staffSession(request.headers, isSecureRequest(request.headers, request.url));
    if (!session) return consoleRefusal(request, 401, consoleRefusals.signedOut);
    if (!shopRoles.includes(session.member.role)) return consoleRefusal(request, 403, consoleRefusals.shopOnly);
    if (session.needsTwoFactor) return consoleRefusal(request, 403, consoleRefusals.twoFactorFirst);
    const filter = { ...readListQuery(new URL(request.url).searchParams), page: undefined };
    const { db } = await getDatabase();
    const csv = ordersCsv(await listOrders(db, filter));
    const actor = { id: session.member.id, email: session.member.email, address: clientAddress(request.headers) };
    await logActivity(db, actor, 'csv_downloaded', { detail: { filter: listQueryString(filter) || 'all orders' } });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return consoleRefusal(request, 503, consoleRefusals.unavailable, { 'Retry-After': '30' });
  }
}
