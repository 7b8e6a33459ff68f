import 'server-only';

// Stands in for lib/ops/node-server.ts in the Cloudflare Workers build (next.config.mjs): instrumentation.ts never
// starts it inside workerd, and the build would otherwise copy its whole tree (a second better-auth and kysely among
// it, about 0.4 MiB compressed) into the Worker.
export function startNodeServer(): void {
  throw new Error('A Worker has no server process to start: its Cron Trigger runs the rounds (edge/worker.ts)');
}
