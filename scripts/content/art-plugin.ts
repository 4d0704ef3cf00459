import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ART_DIR, fillArt, listArt, readArt } from './art.ts';

/**
 * The drawings of art/, filled from the palette (art.ts), where the site's files are: the dev server answers their
 * paths as it answers public/'s, and the client build writes them into dist/ beside public/'s copies. Nothing is
 * written into the working tree, so there is no filled copy to fall out of date.
 */
export function artPlugin(): Plugin {
  let root = process.cwd();
  let serverBuild = false;
  return {
    name: 'art',
    configResolved(config) {
      root = config.root;
      serverBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        let drawing: string | undefined;
        try {
          drawing = readArt(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
        } catch (error) {
          next(error);
          return;
        }
        if (drawing === undefined) {
          next();
          return;
        }
        response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' });
        response.end(drawing);
      });
    },
    async generateBundle() {
      // The server bundle only renders pages; the site's files are the client build's.
      if (serverBuild) return;
      const artDir = path.join(root, ART_DIR);
      for (const sitePath of (await listArt(artDir)).drawings) {
        this.emitFile({ type: 'asset', fileName: sitePath.slice(1), source: fillArt(await readFile(path.join(artDir, sitePath), 'utf8')) });
      }
    },
  };
}
