import { instanceHealth } from '@/lib/server/health/instance-health';

// Asked by the deployment's supervisor and load balancer: 200 when this instance and the parts it
// shares answer, 503 otherwise. Never cached, never prerendered.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const health = await instanceHealth();
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
