import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserCheckAliases } from './scripts/admin/browser-checks.ts';
import { artPlugin } from './scripts/content/art-plugin.ts';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { resolveFormsEndpoint } from './scripts/lib/csp-origins.ts';
import { reactAriaPageLocalePlugin } from './scripts/lib/react-aria-page-locale.ts';
import { pressableStylePlugin } from './scripts/lib/react-aria-pressable-style.ts';

/** The editor site's build (`npm run build:editor`, scripts/build-editor.ts): the site with the editor's preview, and the editor. */
export const EDITOR_MODE = 'editor';

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  resolve: {
    // The router's store reads through the with-selector helper of use-sync-external-store; its /shim entry carries
    // a fallback for React versions before 18, which React 19 never runs. The package's own non-shim entry uses
    // React's hook directly, and is smaller on every page.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      // The editor's content checks run the content build's modules in a browser worker: the development server's
      // editor and the editor site's build. No page of the site imports a Node built-in, so only the worker sees
      // these; the server rendering (its own build, and the development server's externalised packages) never does.
      ...((command === 'serve' || mode === EDITOR_MODE) && !isSsrBuild ? browserCheckAliases : []),
    ],
  },
  plugins: [
    contentPlugin(),
    artPlugin(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    pressableStylePlugin(),
    reactAriaPageLocalePlugin(),
  ],
  // Where the forms send (content/forms.yaml `endpoint`, or FORMS_ENDPOINT at build time); '' means by e-mail.
  define: { 'import.meta.env.FORMS_ENDPOINT': JSON.stringify(resolveFormsEndpoint()) },
  build: {
    // One small stylesheet for the whole site: cached after the first page, and no flash of
    // unstyled content when a route chunk arrives.
    cssCodeSplit: false,
    manifest: true,
    rolldownOptions: {
      input: mode === EDITOR_MODE ? ['src/client/entry.tsx', 'src/admin/github/main.tsx'] : 'src/client/entry.tsx',
      output: {
        // React and the router in chunks of their own: Rolldown splits the shared code anyway once several route
        // chunks share it, this split costs fewer bytes a page than its own choice
        // (docs/decisions/0006-performance-bars.md), and it stays cached across deployments that change only the
        // site's code. Two chunks, not one, so the page's module loader evaluates React DOM and the router in
        // separate tasks (src/client/module-loader.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  // The content checks the editor runs in a worker (src/admin/github/content-check.worker.ts).
  worker: { format: 'es' },
  // The development server's pages and both editors, the worker included: their packages are prepared before the
  // first page asks, not found on the way (which makes the server answer 504 and the page load again).
  optimizeDeps: {
    entries: ['src/client/entry.tsx', 'src/admin/main.tsx', 'src/admin/github/main.tsx', 'src/admin/github/content-check.worker.ts'],
    // Imported by what vanilla-extract makes of a recipe, which the scan does not read.
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
  ssr: {
    // Bundled into the SSR build so vanilla-extract and CSS imports resolve the same way as on the client.
    noExternal: ['@fontsource-variable/inter'],
  },
}));
