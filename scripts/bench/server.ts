/**
 * A small static server for a copy of dist/ that behaves like scripts/serve.ts (which only serves dist/
 * itself): /path → /path/index.html, unknown paths → 404.html with status 404, headers from `_headers`.
 * Unlike scripts/serve.ts it can serve brotli/gzip copies made by `precompress`, as production static hosts
 * compress text: without that, Lighthouse's simulated 4G would be charged for uncompressed bytes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { listFiles } from './js-bytes.ts';

const compressible = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;

/** Writes `x.br` and `x.gz` beside every text file `x` under `dir` (a temp copy; never dist/ itself). */
export function precompress(dir: string): void {
  for (const file of listFiles(dir).filter((f) => compressible.test(f))) {
    const path = join(dir, file);
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

/** The Netlify/Cloudflare `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else {
      const separator = line.indexOf(':');
      if (separator > 0) rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 (`port` 0 picks a free one); `compressed` serves the `precompress` copies. */
export function startStaticServer(dir: string, { port = 0, compressed = false } = {}): Promise<RunningServer> {
  const headersFile = join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : [];
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const rule of rules) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  };
  const notFoundFile = join(dir, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const files = sirv(dir, { extensions: ['html'], dotfiles: false, gzip: compressed, brotli: compressed, setHeaders: (res, pathname) => applyHeaders(res, pathname) });
  const server = createServer((req, res) => {
    files(req, res, () => {
      applyHeaders(res, new URL(req.url ?? '/', 'http://localhost').pathname);
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFoundPage);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
