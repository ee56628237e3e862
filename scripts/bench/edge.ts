// `npm run bench:edge`: what one contact message costs in CPU time inside workerd. Starts
// serve:edge on the built site (delivering to a throwaway outbox), sends messages through the
// handler, and reads workerd's own CPU time (utime + stime, /proc on Linux) around them. The same
// count of the page's probes (HEAD, answered without reading a body or delivering) gives the cost
// of the HTTP round itself, so the difference is the handler's own work. Not a test: a figure.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_SEND_PATH } from '../../src/config/env-email.ts';
import { MIN_FILL_MS } from '../../server/edge/contact-handler.ts';
import { startEdgeServer } from '../../server/edge/serve-edge.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONCURRENCY = 8;
const WARM_UP = 200;

/** CPU seconds a process has used, user and system, from /proc/<pid>/stat. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function inParallel(count: number, send: (i: number) => Promise<Response>) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await send(next++);
      await response.arrayBuffer();
      if (!response.ok && response.status !== 204) throw new Error(`answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function main(): Promise<void> {
  const outbox = await mkdtemp(path.join(tmpdir(), 'bench-edge-'));
  const port = await freePort();
  const server = await startEdgeServer({
    dist: path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'),
    port,
    env: { OUTBOX_DIR: outbox, RATE_LIMIT_MAX: String(10 * MESSAGES), OUTBOX_CAP_MB: '1000' },
  });
  const origin = `http://127.0.0.1:${port}`;
  const sendPath = `${origin}${EMAIL_SEND_PATH}`;
  const message = (i: number) =>
    fetch(sendPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({
        lib_version: '4.4.1',
        user_id: 'local-outbox',
        service_id: 'local-outbox',
        template_id: 'local-outbox',
        template_params: {
          from_name: `Bench ${i}`,
          from_email: 'bench@example.com',
          message: 'A message of a few lines, as a visitor writes one.\n'.repeat(8),
          to_name: 'Owner',
          fill_ms: String(MIN_FILL_MS * 2),
        },
      }),
    });
  const probe = () => fetch(`${sendPath}?probe`, { method: 'HEAD' });
  try {
    await waitUntilUp(`${origin}/`);
    const pid = server.workerd.pid ?? 0;
    await inParallel(WARM_UP, message);
    await inParallel(WARM_UP, probe);
    const t0 = await cpuSeconds(pid);
    await inParallel(MESSAGES, probe);
    const t1 = await cpuSeconds(pid);
    await inParallel(MESSAGES, message);
    const t2 = await cpuSeconds(pid);
    const ms = (seconds: number) => ((seconds * 1000) / MESSAGES).toFixed(3);
    console.log(
      `workerd ${server.workerd.spawnfile}, ${MESSAGES} of each, ${CONCURRENCY} at a time:`,
    );
    console.log(`  a message (JSON, checked, handed to the outbox): ${ms(t2 - t1)} ms CPU`);
    console.log(`  the page's probe (HEAD, the HTTP round alone):   ${ms(t1 - t0)} ms CPU`);
    console.log(
      `  the handler's own work per message:              ${ms(t2 - t1 - (t1 - t0))} ms CPU`,
    );
  } finally {
    await server.stop();
    await rm(outbox, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:edge: ${String(error)}`);
  process.exit(1);
});
