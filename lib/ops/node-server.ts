import 'server-only';
import { followPageRefreshes } from '@/lib/catalogue/page-refresh-follower';
import { startOrderServices } from '@/lib/ops/order-services';

// What a Node server process runs beside answering requests, started once by instrumentation.ts. A Worker has no
// process of its own (its Cron Trigger runs the rounds, edge/worker.ts): its build has node-server-absent.ts here.

export function startNodeServer(): void {
  void startOrderServices(); // not awaited: the site answers pages while the database opens
  // Keeps this process's cached pages in step with the catalogue in the database.
  followPageRefreshes();
}
