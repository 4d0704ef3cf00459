/**
 * Which scripts each page loads, from Vite's manifest of the client build (dist/.vite/manifest.json).
 *
 * The stylesheet goes into TanStack Router's server manifest; the scripts do not, since the router would request
 * them from <head> and <body>. Instead each page gets the module loader with its entry and its route's chunks.
 * On client-side navigations Vite's dynamic-import preloading fetches a route's chunks and their imports together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerManifest } from '@tanstack/router-core';
import type { Manifest } from 'vite';
import type { ModuleLoad } from '../../src/client/module-loader';

export interface ScriptPlan {
  /** What the router renders: the stylesheet only. Scripts are not its business here (see src/client/module-loader.ts). */
  serverManifest: ServerManifest;
  /** The site's stylesheets, as the router links them. */
  stylesheets: string[];
  /** The entry and every chunk a route needs at once; the not-found page needs the entry's closure alone. */
  loadFor(routeId: string | undefined): ModuleLoad;
  /** Every entry's script by its source (`src/client/entry.tsx`; on the editor site also the editor's). */
  entries: Map<string, string>;
}

/** The site's own entry: the editor site's build has the editor's beside it. */
const SITE_ENTRY = 'src/client/entry.tsx';

const asUrl = (file: string) => `/${file}`;

/**
 * The chunk `key` and every chunk it imports statically, each after the chunks it imports: the order they
 * evaluate in (a chunk in an import cycle comes after the chunks it reaches first).
 */
function staticClosure(manifest: Manifest, key: string, done = new Set<string>(), entered = new Set<string>()): Set<string> {
  if (entered.has(key)) return done;
  entered.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, done, entered);
  done.add(key);
  return done;
}

/** src/routes/about-us/careers.tsx for /about-us/careers; index.tsx for ids ending in a slash. */
function routeFileForId(routeId: string): string {
  if (routeId === '/') return 'src/routes/index.tsx';
  return routeId.endsWith('/') ? `src/routes${routeId}index.tsx` : `src/routes${routeId}.tsx`;
}

/** The plan for the client build in `dist`. */
export function planScripts(dist: string): ScriptPlan {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = SITE_ENTRY;
  if (!manifest[entryKey]?.isEntry) throw new Error(`dist/.vite/manifest.json has no entry chunk for ${SITE_ENTRY}`);
  const entryClosure = staticClosure(manifest, entryKey);
  const css = [...new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]))];
  const stylesheets = css.map(asUrl);
  const entryModules = [...entryClosure].filter((key) => key !== entryKey);
  return {
    serverManifest: { routes: { __root__: { css: stylesheets } } },
    stylesheets,
    entries: new Map(Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [[key, asUrl(chunk.file)] as const] : []))),
    loadFor(routeId) {
      const modules = new Set(entryModules);
      if (routeId !== undefined) {
        const file = routeFileForId(routeId);
        const chunkKeys = Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));
        if (chunkKeys.length === 0) throw new Error(`No chunk in the client build for route ${routeId} (${file})`);
        for (const key of chunkKeys) for (const dep of staticClosure(manifest, key)) if (!entryClosure.has(dep)) modules.add(dep);
      }
      return { entry: asUrl(manifest[entryKey]!.file), modules: [...modules].map((key) => asUrl(manifest[key]!.file)) };
    },
  };
}
