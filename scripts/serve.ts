/**
 * Serves the static export in dist/ the way a static host does: /path → /path/index.html, unknown
 * paths → 404.html with status 404, and the headers from dist/_headers (so tests run under the real CSP).
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

const dist = join(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);

interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

/** The Netlify/Cloudflare `_headers` format: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules(): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else {
      const separator = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

const rules = readHeaderRules();
const applyHeaders = (res: ServerResponse, pathname: string) => {
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
};

const notFoundPage = readFileSync(join(dist, '404.html'));
const files = sirv(dist, {
  extensions: ['html'],
  dotfiles: false,
  setHeaders: (res, pathname) => applyHeaders(res, pathname),
});

createServer((req, res) => {
  files(req, res, () => {
    applyHeaders(res, new URL(req.url ?? '/', 'http://localhost').pathname);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  });
}).listen(port, () => {
  console.log(`Serving dist/ at http://localhost:${port}/`);
});
