/**
 * Development server: Vite in middleware mode with server rendering, so `npm run dev` shows the same
 * HTML the static export writes, with hot updates. Content edits re-run the content build (contentPlugin).
 */
import { createServer as createHttpServer } from 'node:http';
import type { ServerManifest } from '@tanstack/router-core';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/client/entry.tsx' } }] } },
};

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    try {
      const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../src/entry-server');
      const page = await renderPage(url, devManifest);
      const html = await vite.transformIndexHtml(url, page.html);
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

server.listen(port, () => console.log(`Dev server at http://localhost:${port}/`));
