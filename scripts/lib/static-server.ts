/**
 * Serves a built site the way a static host does: /path → /path.html (or /path/index.html), unknown paths →
 * 404.html with status 404, and the headers from `_headers` (so tests and measurements run under the real CSP).
 * Used by the Playwright suite (scripts/serve.ts) and by the bench, which also serves precompressed copies.
 * It starts in a blink and compresses like a CDN; the host's own runtime (`wrangler pages dev`, `npm run preview`)
 * is what production is, and tests/e2e/host.desktop.spec.ts holds the export to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';

/** A header to set, or (value undefined) one that an earlier rule set to take away. */
type HeaderChange = [name: string, value: string | undefined];

interface HeaderRule {
  pattern: RegExp;
  headers: HeaderChange[];
}

/**
 * The Cloudflare Pages `_headers` format: a path pattern line, then indented `Name: value` lines, and
 * `! Name` to detach a header that an earlier matching rule set. Rules apply in order.
 */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else if (line.trim().startsWith('!')) {
      rules.at(-1)?.headers.push([line.trim().slice(1).trim(), undefined]);
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

interface StaticServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where to listen; without one, every interface (so both localhost addresses answer). */
  host?: string;
  /** Serve the `.br`/`.gz` copies beside the files, when the browser accepts them. */
  compressed?: boolean;
}

export function startStaticServer(dir: string, { port = 0, host, compressed = false }: StaticServerOptions = {}): Promise<RunningServer> {
  const headersFile = join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : [];
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const rule of rules) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.headers) {
        if (value === undefined) res.removeHeader(name);
        else res.setHeader(name, value);
      }
    }
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
    server.listen({ port, host }, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        origin: `http://${host ?? 'localhost'}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
