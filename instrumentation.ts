// Runs once per server process, before Next handles requests.
export async function register() {
  // A Worker has no server process of its own, and its Cron Trigger runs the rounds (edge/worker.ts).
  const { onWorkers } = await import('@/lib/server/runtime/on-workers');
  // Never during `next build`: the database is opened by the running server only.
  if (process.env.NEXT_RUNTIME === 'nodejs' && !onWorkers() && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startNodeServer } = await import('@/lib/ops/node-server');
    startNodeServer();
  }
}
