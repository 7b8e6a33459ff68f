import 'server-only';
import { z } from 'zod';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { PaystackError } from '@/lib/paystack/paystack-api';
import { reconcilePeriod } from '@/lib/shop/money/reconcile-period';
import { logActivity } from '@/lib/server/audit/activity-log';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import { RECONCILE_DAYS } from '../console-limits';
import { staffRoutes } from '@/lib/auth/staff-routes';

const DAY_MS = 86_400_000;

// The owner's 'Compare with Paystack' button: the same reconciliation as `npm run reconcile`, for the last days.
export const reconcileAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({}),
  async handle(_input, { db, actor }) {
    const to = new Date();
    const from = new Date(to.getTime() - RECONCILE_DAYS * DAY_MS);
    try {
      const report = await reconcilePeriod(db, { from, to }, 'console');
      await logActivity(db, actor, 'reconciled', {
        detail: { settled: report.settled, differences: report.differences.length },
      });
      if (report.settled > 0) deliverQueuedMailSoon();
      return { redirect: withMessage(staffRoutes.paystack, { notice: 'reconciled' }) };
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      return { redirect: withMessage(staffRoutes.paystack, { error: 'paystackDown' }) };
    }
  },
});
