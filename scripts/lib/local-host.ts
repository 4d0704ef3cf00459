/**
 * The reference host run on this machine: `wrangler pages dev` serves dist/ with Cloudflare's own runtime (workerd),
 * applying `_headers`, `_redirects` and 404.html as Cloudflare Pages does, and runs the forms' Pages Function with a
 * local D1 (migrations/ applied first) and the forms worker beside it, whose e-mails are printed, never sent.
 * Nothing leaves the machine: no account, no telemetry, no `Request.cf` download.
 * Used by `npm run preview` (scripts/preview.ts) and by the suite's host specs.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..');
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const workerConfig = join(root, 'server', 'forms-worker', 'wrangler.toml');

export interface LocalHost {
  origin: string;
  /** Where the local D1 and the dev registry live. */
  stateDir: string;
  /** Everything both processes printed so far (the forms worker prints each e-mail it would send). */
  output(): string;
  /** Runs SQL on the local D1 and returns the rows. */
  query<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

export interface LocalHostOptions {
  /** The export to serve (a copy's dist/ in tests). */
  dist: string;
  port?: number;
  /** Local state; separate hosts never share a database. */
  stateDir?: string;
  /** Copy what the processes print to this process's output. */
  echo?: boolean;
}

/** What keeps wrangler from calling home on a machine with no network to spare. */
function quietEnv(stateDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_REGISTRY_PATH: join(stateDir, 'registry'),
    // Plain lines in logs and tests.
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    CI: process.env.CI ?? 'true',
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const run = promisify(execFile);

function wrangler(args: string[], env: NodeJS.ProcessEnv) {
  return run(process.execPath, [wranglerBin, ...args], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
}

/** Starts a wrangler process and resolves once it says it is ready. */
function startProcess(args: string[], env: NodeJS.ProcessEnv, log: string[], echo: boolean): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => reject(new Error(`wrangler ${args[0]} did not start within 90 s:\n${own}`)), 90_000);
    let own = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      own += text;
      log.push(text);
      if (echo) process.stdout.write(text);
      if (/Ready on http/.test(own)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler ${args[0]} exited with ${code}:\n${own}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export async function startLocalHost({ dist, port, stateDir = join(root, '.wrangler', 'state'), echo = false }: LocalHostOptions): Promise<LocalHost> {
  mkdirSync(stateDir, { recursive: true });
  const env = quietEnv(stateDir);
  const persist = ['--persist-to', stateDir];
  await wrangler(['d1', 'migrations', 'apply', 'solvara-forms', '--local', ...persist], env);

  const log: string[] = [];
  const workerPort = await freePort();
  const worker = await startProcess(
    ['dev', '-c', workerConfig, '--ip', '127.0.0.1', '--port', String(workerPort), '--inspector-port', String(await freePort()), ...persist, '--show-interactive-dev-session=false'],
    env,
    log,
    echo,
  );
  const pagesPort = port ?? (await freePort());
  let pages: ChildProcess;
  try {
    pages = await startProcess(
      ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(pagesPort), '--inspector-port', String(await freePort()), ...persist, '--show-interactive-dev-session=false'],
      env,
      log,
      echo,
    );
  } catch (error) {
    await stop(worker);
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${pagesPort}`,
    stateDir,
    output: () => log.join(''),
    async query<Row>(sql: string) {
      const { stdout } = await wrangler(['d1', 'execute', 'solvara-forms', '--local', ...persist, '--json', '--command', sql], env);
      const [result] = JSON.parse(stdout) as Array<{ results: Row[] }>;
      return result?.results ?? [];
    },
    async close() {
      await Promise.all([stop(pages), stop(worker)]);
    },
  };
}
