import 'server-only';
import net from 'node:net';

// Whether the order database answers, for /api/health. The order book has not arrived on this branch
// yet, so this checks what exists here: with DATABASE_URL, that Postgres accepts a connection on its
// address; without it, the embedded PGlite database, which needs nothing outside this process.

export type DatabaseHealth = { ok: boolean; kind: 'pglite' | 'postgres'; error?: string };

const TIMEOUT_MS = 2_000;

function reachable(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (error: string | null) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(TIMEOUT_MS, () => done(`no answer from ${host}:${port} within ${TIMEOUT_MS} ms`));
    socket.once('connect', () => done(null));
    socket.once('error', (error) => done(`${host}:${port}: ${error.message}`));
  });
}

export async function checkDatabase(): Promise<DatabaseHealth> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return { ok: true, kind: 'pglite' };
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, kind: 'postgres', error: 'DATABASE_URL is not a valid URL' };
  }
  const error = await reachable(target.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1', Number(target.port || 5432));
  return error ? { ok: false, kind: 'postgres', error } : { ok: true, kind: 'postgres' };
}
