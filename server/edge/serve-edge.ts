// `npm run serve:edge`: the built site and its contact handler inside workerd, Cloudflare's
// open-source runtime, as they run on a host's edge. Builds nothing: run `npm run build` first.
// The worker is bundled from server/edge/workerd-worker.ts, workerd is given a config of its own
// (written to a temporary folder at each start), and messages go to the local outbox (OUTBOX_DIR,
// else .outbox/) through a loopback sidecar, unless the environment names another provider.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import workerd from 'workerd';
import { contentModulesForEsbuild } from '../../scripts/content-dir';
import { parseHeadersFile } from '../headers-rules';
import { TEXT_SETTINGS } from './contact-handler';
import { startOutboxSidecar } from './outbox-sidecar';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The settings passed on to the worker as text bindings, when set. */
export const PASSED_ENV = [...TEXT_SETTINGS, 'BASE_PATH'] as const;

/** The worker as one ES module workerd can load. */
export async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'server/edge/workerd-worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    minify: true,
    plugins: [contentModulesForEsbuild(ROOT)],
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}

const quote = (text: string) => JSON.stringify(text);

export interface WorkerdConfig {
  dist: string;
  host: string;
  port: number;
  outbox: { port: number; token: string };
  headerRules: unknown;
  env: Record<string, string>;
}

/** workerd's own config (capnp text; see workerd.capnp in the workerd package). */
export function workerdConfig(config: WorkerdConfig): string {
  const text = Object.entries(config.env).map(
    ([name, value]) => `(name = ${quote(name)}, text = ${quote(value)})`,
  );
  const bindings = [
    '(name = "SITE", service = "site")',
    '(name = "OUTBOX", service = "outbox")',
    `(name = "OUTBOX_TOKEN", text = ${quote(config.outbox.token)})`,
    `(name = "HEADER_RULES", json = ${quote(JSON.stringify(config.headerRules))})`,
    ...text,
  ];
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .site),
    (name = "site", disk = (path = ${quote(config.dist)}, writable = false)),
    (name = "outbox", external = (address = ${quote(`127.0.0.1:${config.outbox.port}`)}, http = ())),
    (name = "internet", network = (allow = ["public", "local"], tlsOptions = (trustBrowserCas = true))),
  ],
  sockets = [
    (name = "http", address = ${quote(`${config.host}:${config.port}`)}, http = (), service = "main"),
  ],
);

const site :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = ${quote(workerd.compatibilityDate)},
  bindings = [
    ${bindings.join(',\n    ')}
  ],
);
`;
}

export interface EdgeServer {
  workerd: ChildProcess;
  url: string;
  /** Settles with workerd's exit code once it has exited and everything is cleaned up. */
  closed: Promise<number>;
  /** Stops workerd, the sidecar, and removes the config folder. */
  stop: () => Promise<void>;
}

/** Starts workerd on `dist` with the handler; `env` are the settings (see PASSED_ENV). */
export async function startEdgeServer(options: {
  dist: string;
  port: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<EdgeServer> {
  const { dist, port, host = '127.0.0.1', env: source = process.env } = options;
  const headersFile = path.join(dist, '_headers');
  const headerRules = existsSync(headersFile)
    ? parseHeadersFile(await readFile(headersFile, 'utf8'))
    : [];
  const capMb = Number(source.OUTBOX_CAP_MB);
  const sidecar = await startOutboxSidecar({
    ...(source.OUTBOX_DIR ? { dir: path.resolve(source.OUTBOX_DIR) } : {}),
    ...(capMb > 0 ? { capBytes: capMb * 1024 * 1024 } : {}),
  });
  const env = Object.fromEntries(
    PASSED_ENV.flatMap((name) => (source[name] ? [[name, source[name] as string]] : [])),
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'serve-edge-'));
  await writeFile(path.join(dir, 'worker.js'), await bundleWorker());
  await writeFile(
    path.join(dir, 'config.capnp'),
    workerdConfig({ dist, host, port, outbox: sidecar, headerRules, env }),
  );
  const child = spawn(workerd.default, ['serve', path.join(dir, 'config.capnp')], {
    stdio: 'inherit',
  });
  const closed = new Promise<number>((resolve) =>
    child.once('exit', (code) => {
      sidecar.server.close();
      void rm(dir, { recursive: true, force: true }).finally(() => resolve(code ?? 0));
    }),
  );
  return {
    workerd: child,
    url: `http://${host}:${port}${source.BASE_PATH ?? '/'}`,
    closed,
    stop: async () => {
      child.kill('SIGTERM');
      await closed;
    },
  };
}

async function main(): Promise<void> {
  const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(
      `serve:edge: ${path.relative(ROOT, dist)}/index.html is missing: run npm run build first`,
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8788);
  const server = await startEdgeServer({ dist, port, host: process.env.HOST ?? '127.0.0.1' });
  const stop = () => server.workerd.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  void server.closed.then((code) => process.exit(code));
  console.log(
    `Serving ${path.relative(ROOT, dist)}/ and the contact handler in workerd at ${server.url}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`serve:edge: ${String(error)}`);
    process.exit(1);
  });
}
