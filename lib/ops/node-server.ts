import 'server-only';
import { ALL_CATALOGUE_TAGS } from '@/lib/catalogue/catalogue-page-tags';
import { followPageRefreshes } from '@/lib/site/page-cache/page-refresh-follower';
import { startOrderServices } from '@/lib/ops/order-services';
import { paystackPublicKey } from '@/lib/paystack/paystack-public-key';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { refuseUnverifiedPayments } from '@/lib/paystack/unverified-payments.mjs';
import { serverEnv } from '@/lib/server/env';

// What a Node server process runs beside answering requests, started once by instrumentation.ts. A Worker has no
// process of its own (its Cron Trigger runs the rounds, edge/worker.ts): its build has node-server-absent.ts here.

export function startNodeServer(): void {
  // Here the public key is the one the build wrote into the site (when it was set then), which server.mjs cannot
  // see. Only in a production build: Next writes NODE_ENV in too, and `next dev` keeps running.
  if (process.env.NODE_ENV === 'production')
    refuseUnverifiedPayments({
      publicKey: paystackPublicKey(),
      secretKey: paystackSecretKey(),
      allowUnverified: serverEnv('ALLOW_UNVERIFIED_PAYMENTS'),
    });
  void startOrderServices(); // not awaited: the site answers pages while the database opens
  // Keeps this process's cached pages in step with the database. At start, every page that shows the catalogue is
  // rendered again: the build drew it from the seed in content/, and a copy kept from before a restart may be older.
  followPageRefreshes(ALL_CATALOGUE_TAGS);
}
