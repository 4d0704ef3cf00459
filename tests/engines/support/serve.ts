/**
 * The engines' server: a copy of dist/ with the page probe (page-probe.ts) as the first script of every page, served
 * with the headers of `_headers` as the Playwright suite's server does. The probe is a same-origin file, so the served
 * Content Security Policy (header and <meta>) stands unchanged and is what the engines enforce.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { listHtmlFiles } from '../../../scripts/lib/files.ts';
import { startStaticServer } from '../../../scripts/lib/static-server.ts';

export const probePath = '/engines-probe.js';

const dist = join(import.meta.dirname, '..', '..', '..', 'dist');
const copy = mkdtempSync(join(tmpdir(), 'solvara-engines-'));
cpSync(dist, copy, { recursive: true });
buildSync({ entryPoints: [join(import.meta.dirname, 'page-probe.ts')], bundle: true, format: 'iife', target: 'es2022', outfile: join(copy, probePath) });
for (const file of listHtmlFiles(copy)) {
  const path = join(copy, file);
  const html = readFileSync(path, 'utf8');
  if (!html.includes('<head>')) throw new Error(`${file} has no <head> to put the probe in`);
  writeFileSync(path, html.replace('<head>', `<head><script src="${probePath}"></script>`));
}

const { origin, close } = await startStaticServer(copy, { port: Number(process.env.PORT ?? 4173) });
console.log(`Serving dist/ with the engines' probe at ${origin}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await close();
    rmSync(copy, { recursive: true, force: true });
    process.exit(0);
  });
}
