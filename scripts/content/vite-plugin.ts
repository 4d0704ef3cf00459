import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { contentChangedEvent } from '../../src/client/content-changed.ts';
import { buildContent, contentOutDir, type BuildResult } from './build.ts';
import { formatContentError, summarizeContentErrors } from './errors.ts';

/**
 * Builds src/content/ from content/ before Vite builds anything, failing the build on any content
 * error. In dev it rebuilds whenever content, schemas, routes, public files, drawings or Pages Functions change, shows errors
 * in the browser's error overlay, and otherwise tells the site's pages, which reload.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  let shownError: ErrorPayload | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<BuildResult> | undefined;

  // One build at a time; changes arriving while one runs are folded into a single next build.
  const build = (): Promise<BuildResult> => {
    if (!queued) {
      const next = chain.then(() => {
        queued = undefined;
        return buildContent({ root });
      });
      queued = next;
      chain = next.catch(() => undefined);
    }
    return queued;
  };

  const rebuildInDev = async (dev: ViteDevServer) => {
    const { logger } = dev.config;
    let result: BuildResult;
    try {
      result = await build();
    } catch (error) {
      showError(dev, { message: `content: ${(error as Error).message}`, stack: (error as Error).stack ?? '', plugin: 'content' });
      return;
    }
    if (result.errors.length > 0) {
      const lines = result.errors.map(formatContentError);
      logger.error([...lines, summarizeContentErrors(result.errors)].join('\n'), { timestamp: true });
      const first = result.errors[0];
      showError(dev, {
        message: [...lines, summarizeContentErrors(result.errors)].join('\n'),
        stack: '',
        plugin: 'content',
        ...(first && { id: path.join(root, first.file), loc: { file: path.join(root, first.file), line: first.line, column: first.col } }),
      });
      return;
    }
    if (result.written.length > 0) logger.info(`content: updated ${result.written.join(', ')}`, { timestamp: true });
    // Changed modules reach the page through Vite's own file watching; when nothing changed,
    // the overlay from the last error would stay up, so reload to clear it.
    if (shownError && result.written.length === 0) dev.ws.send({ type: 'full-reload' });
    shownError = undefined;
  };

  const showError = (dev: ViteDevServer, err: ErrorPayload['err']) => {
    shownError = { type: 'error', err };
    dev.ws.send(shownError);
  };

  return {
    name: 'content',
    configResolved(config) {
      root = config.root;
    },
    configureServer(dev) {
      server = dev;
      const affects = (event: string, file: string) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        // Any content file, a collection's entries (content/products/, and content/resources/ in Markdown) included,
        // and any schema.
        if (/^content\/.+\.ya?ml$/.test(relative) || /^content\/[^/]+\/[^/]+\.md$/.test(relative)) return true;
        if (/^content\/schemas\/[^/]+\.schema\.json$/.test(relative)) return true;
        // New or deleted pages and images change which links and image paths are valid.
        const addsOrRemoves = event === 'add' || event === 'unlink';
        if (addsOrRemoves && (/^src\/routes\/.+\.tsx$/.test(relative) || relative.startsWith('public/'))) return true;
        // Any change to a drawing: its placeholders must name the palette's colours, and a new one is a new image path.
        if (relative.startsWith('art/')) return true;
        // The forms' endpoint must be a path that a Pages Function serves for a POST; an edit can add or drop its handler.
        return /^functions\/.+\.(mjs|js|ts|tsx|jsx)$/.test(relative);
      };
      dev.watcher.add(path.join(root, 'content'));
      dev.watcher.on('all', (event, file) => {
        if (affects(event, file)) void rebuildInDev(dev);
      });
      // A page opened after the error was found still has to see it.
      dev.ws.on('vite:client:connect', (_data, client) => {
        if (shownError) client.send(shownError);
      });
    },
    // Left to Vite, a rewritten content module, which no module accepts, reloads every page the server has open: the
    // content editor's too, which had just saved the file, and lost its "Saved" and the author's place in the form.
    // The site's pages are told instead, and reload themselves; the editor is not one of them. Last of the hooks, so
    // that what the others add (a new module's glob importers) is only invalidated, for the reload to build afresh.
    hotUpdate: {
      order: 'post',
      handler({ file, modules }) {
        if (this.environment.name !== 'client' || path.dirname(file) !== contentOutDir(root)) return;
        for (const module of modules) this.environment.moduleGraph.invalidateModule(module);
        this.environment.hot.send({ type: 'custom', event: contentChangedEvent });
        return [];
      },
    },
    async buildStart() {
      // The dev server must start even with broken content, so the overlay can show what is wrong.
      if (server) return rebuildInDev(server);
      const result = await build();
      if (result.errors.length > 0) {
        this.error([...result.errors.map(formatContentError), summarizeContentErrors(result.errors)].join('\n'));
      }
    },
  };
}
