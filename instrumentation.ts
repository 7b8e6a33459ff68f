// Runs once per server process, before Next handles requests (see lib/server/http/peer-address.ts for why).
export async function register() {
  // A Worker has no server process to hook, and its Cron Trigger runs the rounds (edge/worker.ts).
  const { onWorkers } = await import('./lib/server/runtime/on-workers');
  if (process.env.NEXT_RUNTIME === 'nodejs' && !onWorkers()) {
    const { installPeerAddressHook } = await import('./lib/server/http/peer-address');
    installPeerAddressHook();
    // Never during `next build`: the database is opened by the running server only.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startOrderServices } = await import('./lib/ops/order-services');
      void startOrderServices(); // not awaited: the site answers pages while the database opens
    }
  }
}
