import 'server-only';
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '@/lib/server/db/client';
import type { CommandResult } from './command-result';
import { runCommand, type CommandRequest } from './site-commands';

// PGlite keeps its data folder to one process, so while the site runs, the command-line tools (`npm run orders`,
// `npm run staff`) ask the site to do their work, over a unix socket in DATA_DIR (readable by the site's own user
// only). The site runs each request on its own PGlite handle, queued like any request; a second SQL client inside
// the site's database (PGlite's socket server) could interleave its statements with a payment's transaction, which
// this cannot.

const MAX_REQUEST = 4096;

function siteSocketPath(dataDir: string): string {
  return path.join(dataDir, 'orders.sock');
}

type Answer = { ok: true; result: CommandResult } | { ok: false; error: string };

async function answer(handle: DatabaseHandle, request: string): Promise<Answer> {
  try {
    return { ok: true, result: await runCommand(handle, JSON.parse(request) as CommandRequest) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Listens for the command-line tools in this process; returns the function that stops listening. */
export async function serveSiteSocket(handle: DatabaseHandle): Promise<() => Promise<void>> {
  if (!handle.dataDir) throw new Error('Only the embedded database needs the site socket');
  const file = siteSocketPath(handle.dataDir);
  rmSync(file, { force: true }); // left by a process that died: this one holds the folder's lock now
  const server = net.createServer((socket) => {
    let request = '';
    socket.setTimeout(30_000, () => socket.destroy());
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST)
        return void socket.end(JSON.stringify({ ok: false, error: 'request too large' }) + '\n');
      if (!request.includes('\n')) return;
      socket.pause();
      socket.setTimeout(0); // the request is in: a backup or a restore may take minutes to answer
      void answer(handle, request.slice(0, request.indexOf('\n'))).then((reply) =>
        socket.end(JSON.stringify(reply) + '\n'),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks a running site to run a command; null when no site listens (no socket, or nobody behind it). */
export function askRunningSite(dataDir: string, request: CommandRequest): Promise<CommandResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(siteSocketPath(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.once('end', () => {
      try {
        const parsed = JSON.parse(reply) as Answer;
        if (parsed.ok) resolve(parsed.result);
        else reject(new Error(parsed.error));
      } catch {
        reject(new Error('The running site gave no readable answer'));
      }
    });
  });
}
