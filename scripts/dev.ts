/**
 * Development server: Vite in middleware mode with server rendering, so `npm run dev` shows the same
 * HTML the static export writes, with hot updates. Content edits re-run the content build (contentPlugin).
 * The content editor is at /admin (scripts/admin/api.ts, src/admin/): here only, never in the built site.
 */
import { createServer as createHttpServer } from 'node:http';
import type { ServerManifest } from '@tanstack/router-core';
import { createServer } from 'vite';
import { adminApi } from './admin/api.ts';
import { adminPage } from './admin/page.ts';

const port = Number(process.env.PORT ?? 5173);

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/client/entry.tsx' } }] } },
};

const admin = adminApi(process.cwd());
const editorPage = adminPage({ script: '/src/admin/main.tsx' });

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    if (url.startsWith('/admin/api/')) return admin(req, res, () => res.writeHead(404).end());
    if (url === '/admin' || url.startsWith('/admin?') || url === '/admin/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(await vite.transformIndexHtml('/admin', editorPage));
    }
    try {
      const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../src/entry-server');
      const page = await renderPage(url, devManifest);
      // Vite adds its client's scripts to the head with line breaks around them; React hydrates the head node for
      // node, and a line break where it expects an element is a mismatch that makes it render the page again.
      const html = (await vite.transformIndexHtml(url, page.html)).replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/>\s+</g, '><'));
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String((error as Error).stack ?? error));
    }
  });
});

// This machine only: the editor writes files.
server.listen(port, 'localhost', () => console.log(`Dev server at http://localhost:${port}/, content editor at http://localhost:${port}/admin`));
